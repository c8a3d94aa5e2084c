import { describe, expect, it } from 'vitest';
import { conflict, isAppError, notFound } from '../../lambdas/errors';
import type { Table, TableItem, TableKey } from '../../lambdas/ports/table';

/**
 * What every `Table` must do, run against the in-memory fake (unit tier) and against DynamoDB
 * Local (integration tier): the fake the service tests rely on behaves as the real table does.
 * `partition()` gives a partition no other test uses.
 */
export function describeTableContract(
  name: string,
  open: () => { table: Table; partition: () => string },
) {
  async function failure(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    return { status: error.status, message: error.message };
  }

  const setup = () => {
    const { table, partition } = open();
    const pk = partition();
    const key = (sk: string): TableKey => ({ PK: pk, SK: sk });
    const read = (sk: string) => table.get(key(sk), { consistent: true });
    return { table, pk, key, read };
  };

  /** The same table, with another writer rewriting the item right after each of the first reads. */
  function racing(table: Table, races: number) {
    let left = races;
    const raced = Object.create(table) as Table;
    raced.get = async <T extends TableItem>(k: TableKey, o?: { consistent?: boolean }) => {
      const current = await table.get<T>(k, o);
      if (current && left-- > 0) {
        const version = typeof current.version === 'number' ? current.version : 0;
        await table.put({ ...current, title: 'by someone else', version: version + 1 });
      }
      return current;
    };
    return raced;
  }

  describe(`${name}: create and put-if-absent`, () => {
    it('writes a new item once; a second create answers 409 and leaves the first', async () => {
      const { table, key, read } = setup();
      expect(await table.putIfAbsent({ ...key('A'), title: 'first' })).toBe(true);
      expect(await table.putIfAbsent({ ...key('A'), title: 'second' })).toBe(false);
      expect(await failure(table.create({ ...key('A'), title: 'third' }, 'Taken'))).toEqual({
        status: 409,
        message: 'Taken',
      });
      expect(await read('A')).toEqual({ ...key('A'), title: 'first' });
    });
  });

  describe(`${name}: update and delete if present`, () => {
    it('answers 404 for a missing item and creates nothing', async () => {
      const { table, key, read } = setup();
      expect(
        await failure(table.updateExisting(key('M'), { set: { a: 1 } }, { notFound: 'No M' })),
      ).toEqual({ status: 404, message: 'No M' });
      expect(await failure(table.deleteExisting(key('M'), 'No M'))).toEqual({
        status: 404,
        message: 'No M',
      });
      expect(await read('M')).toBeUndefined();
    });

    it('sets, adds to counters and removes attributes, returning the item as it is after', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('C'), name: 'Library', count: 2, note: 'x' });
      const after = await table.updateExisting(
        key('C'),
        { set: { name: 'Clients' }, add: { count: 1 }, remove: ['note'] },
        { notFound: 'No C' },
      );
      expect(after).toEqual({ ...key('C'), name: 'Clients', count: 3 });
      expect(await read('C')).toEqual(after);
    });

    it('changes an item only in the named state: 409 otherwise, 404 when it is gone', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('E'), status: 'submitted' });
      const messages = { notFound: 'No entry', conflict: 'Submitted entries cannot change' };
      expect(
        await failure(
          table.updateExisting(key('E'), { set: { hours: 2 } }, messages, { status: 'draft' }),
        ),
      ).toEqual({ status: 409, message: 'Submitted entries cannot change' });
      expect(await read('E')).toEqual({ ...key('E'), status: 'submitted' });
      await table.put({ ...key('E'), status: 'draft' });
      await table.updateExisting(key('E'), { set: { hours: 2 } }, messages, { status: 'draft' });
      expect(await read('E')).toEqual({ ...key('E'), status: 'draft', hours: 2 });
      await table.deleteExisting(key('E'), 'No entry');
      expect(
        await failure(
          table.updateExisting(key('E'), { set: { hours: 3 } }, messages, { status: 'draft' }),
        ),
      ).toEqual({ status: 404, message: 'No entry' });
    });

    it('deletes an existing item', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('D') });
      await table.deleteExisting(key('D'), 'No D');
      expect(await read('D')).toBeUndefined();
    });

    it('takes an item once: deleted and returned as it was, then nothing', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('T'), note: 'once' });
      const [first, second] = await Promise.all([table.take(key('T')), table.take(key('T'))]);
      expect([first?.note, second?.note].filter(Boolean)).toEqual(['once']);
      expect(await read('T')).toBeUndefined();
      expect(await table.take(key('T'))).toBeUndefined();
    });
  });

  describe(`${name}: versioned rewrite`, () => {
    const messages = { notFound: 'No article', conflict: 'Changed meanwhile' };

    it('writes the new item with the version one higher (none stored counts as 0)', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('R'), title: 'old' });
      const first = await table.rewrite(key('R'), (c) => ({ ...c, title: 'new' }), messages);
      expect(first).toEqual({ ...key('R'), title: 'new', version: 1 });
      await table.rewrite(key('R'), (c) => ({ ...c, title: 'newer' }), messages);
      expect(await read('R')).toEqual({ ...key('R'), title: 'newer', version: 2 });
    });

    it('reads again and retries when another writer got there first', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('R'), title: 'old', version: 4, views: 1 });
      const seen: unknown[] = [];
      await racing(table, 1).rewrite(
        key('R'),
        (c) => {
          seen.push(c.title);
          return { ...c, views: 2 };
        },
        messages,
      );
      // The second attempt started from the other writer's item, so its change is kept.
      expect(seen).toEqual(['old', 'by someone else']);
      expect(await read('R')).toEqual({
        ...key('R'),
        title: 'by someone else',
        views: 2,
        version: 6,
      });
    });

    it('answers 409 after losing every attempt, writing nothing of its own', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('R'), title: 'old', version: 1 });
      expect(
        await failure(racing(table, 3).rewrite(key('R'), (c) => ({ ...c, mine: true }), messages)),
      ).toEqual({ status: 409, message: 'Changed meanwhile' });
      expect(await read('R')).not.toHaveProperty('mine');
    });

    it('answers 404 for a missing item and never brings back one deleted meanwhile', async () => {
      const { table, key, read } = setup();
      expect(await failure(table.rewrite(key('R'), (c) => c, messages))).toEqual({
        status: 404,
        message: 'No article',
      });
      await table.put({ ...key('R'), version: 1 });
      const deleting = Object.create(table) as Table;
      deleting.get = async <T extends TableItem>(k: TableKey, o?: { consistent?: boolean }) => {
        const current = await table.get<T>(k, o);
        await table.delete(k);
        return current;
      };
      expect((await failure(deleting.rewrite(key('R'), (c) => c, messages))).status).toBe(404);
      expect(await read('R')).toBeUndefined();
    });
  });

  describe(`${name}: queries`, () => {
    it('follows every page in sort key order, either way', async () => {
      const { table, pk, key } = setup();
      for (const sk of ['MEET#3', 'MEET#1', 'MEET#5', 'MEET#2', 'MEET#4', 'TS#1'])
        await table.put({ ...key(sk) });
      const sks = (items: TableItem[]) => items.map((i) => i.SK);
      const all = await table.queryAll({ pk, sk: { beginsWith: 'MEET#' }, limit: 2 });
      expect(sks(all)).toEqual(['MEET#1', 'MEET#2', 'MEET#3', 'MEET#4', 'MEET#5']);
      const pages: number[] = [];
      for await (const page of table.queryPages({ pk, ascending: false, limit: 4 }))
        pages.push(page.length);
      expect(pages.reduce((a, b) => a + b, 0)).toBe(6);
      expect(pages[0]).toBe(4);
      const between = await table.queryAll({ pk, sk: { between: ['MEET#2', 'MEET#4'] } });
      expect(sks(between)).toEqual(['MEET#2', 'MEET#3', 'MEET#4']);
    });
  });

  describe(`${name}: transactions`, () => {
    it('writes every operation together', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('LIB'), documentCount: 0 });
      await table.put({ ...key('OLD') });
      await table
        .transaction()
        .create({ ...key('DOC') }, conflict('Document exists'))
        .update(key('LIB'), { add: { documentCount: 1 } }, notFound('No library'))
        .delete(key('OLD'), notFound('No old'))
        .commit();
      expect(await read('DOC')).toEqual(key('DOC'));
      expect(await read('LIB')).toEqual({ ...key('LIB'), documentCount: 1 });
      expect(await read('OLD')).toBeUndefined();
    });

    it('writes nothing when one condition fails, and answers that operation’s error', async () => {
      const { table, key, read } = setup();
      await table.put({ ...key('SLUG'), bookingPageId: 'other' });
      await table.put({ ...key('CAL'), bookingVersion: 3 });
      const commit = table
        .transaction()
        .put({ ...key('NEW') })
        .update(key('CAL'), { set: { bookingVersion: 4 } }, conflict('Booked meanwhile'), {
          bookingVersion: 3,
        })
        .create({ ...key('SLUG'), bookingPageId: 'mine' }, conflict('This link is taken'))
        .commit();
      expect(await failure(commit)).toEqual({ status: 409, message: 'This link is taken' });
      expect(await read('NEW')).toBeUndefined();
      expect(await read('CAL')).toEqual({ ...key('CAL'), bookingVersion: 3 });
      expect(await read('SLUG')).toEqual({ ...key('SLUG'), bookingPageId: 'other' });
    });

    it('goes ahead only while a checked item holds, and deletes what may be absent', async () => {
      const { table, key, read } = setup();
      const tx = () =>
        table
          .transaction()
          .check(key('OWNER'), { exists: true }, notFound('No owner'))
          .deleteIfAny(key('MAYBE'))
          .put({ ...key('CHILD') });
      expect(await failure(tx().commit())).toEqual({ status: 404, message: 'No owner' });
      expect(await read('CHILD')).toBeUndefined();
      await table.put({ ...key('OWNER') });
      const ready = tx();
      expect(ready.size).toBe(3);
      await ready.commit();
      expect(await read('CHILD')).toEqual(key('CHILD'));
    });

    it('counts: makes the item on the first addition, then adds and takes away', async () => {
      const { table, key, read } = setup();
      await table.transaction().count(key('SUMS'), { entries: 2, minutes: 90 }).commit();
      expect(await read('SUMS')).toEqual({ ...key('SUMS'), entries: 2, minutes: 90 });
      await table
        .transaction()
        .count(key('SUMS'), { entries: -1, minutes: -30, pence: 500 })
        .put({ ...key('OTHER') })
        .commit();
      expect(await read('SUMS')).toEqual({ ...key('SUMS'), entries: 1, minutes: 60, pence: 500 });
    });

    it('commits an empty transaction as a no-op', async () => {
      const { table } = setup();
      await expect(table.transaction().commit()).resolves.toBeUndefined();
    });
  });
}
