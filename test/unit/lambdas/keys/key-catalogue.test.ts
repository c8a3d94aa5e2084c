import { describe, expect, it } from 'vitest';
import { keyCatalogue } from '../../../../lambdas/keys';
import { keyPattern } from '../../../../lambdas/keys/key-pattern';
import { tickerStream } from '../../../../lambdas/events/stream-subscriptions';
import { tickerMessageKeys } from '../../../../lambdas/keys/ticker';

type AnyEntity = (typeof keyCatalogue)[number];

/** A value for every `{name}` of the entity's templates, distinct per name. */
function sampleValues(entity: AnyEntity, templates: string[] = []): Record<string, string> {
  const all = [entity.pk.template, entity.sk.template, ...templates].join(' ');
  return Object.fromEntries(
    [...all.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `${name}-0f3a`]),
  );
}

describe('key catalogue', () => {
  it.each(keyCatalogue.map((e) => [e.entity, e] as const))(
    '%s: every key round-trips through its pattern',
    (_, entity) => {
      const values = sampleValues(entity);
      const key = (entity.key as (v: Record<string, string>) => { PK: string; SK: string })(values);
      expect(entity.parse(key)).toEqual(values);
      for (const [name, index] of Object.entries(entity.indexes)) {
        const indexValues = sampleValues(entity, [index.pk.template, index.sk.template]);
        const attrs = (
          entity.indexAttributes as (n: string, v: Record<string, string>) => Record<string, string>
        )(name, indexValues);
        expect(index.pk.parse(attrs[`${name}PK`] ?? '')).toBeDefined();
        expect(index.sk.parse(attrs[`${name}SK`] ?? '')).toBeDefined();
      }
    },
  );

  it('no entity can read another entity’s key as its own', () => {
    for (const owner of keyCatalogue) {
      const key = (owner.key as (v: Record<string, string>) => { PK: string; SK: string })(
        sampleValues(owner),
      );
      for (const other of keyCatalogue) {
        if (other !== owner)
          expect(other.parse(key), `${other.entity} reads ${owner.entity}`).toBeUndefined();
      }
    }
  });

  it('no two entities share an index partition', () => {
    const partitions = keyCatalogue.flatMap((entity) =>
      Object.entries(entity.indexes).map(([name, index]) => ({ entity, name, pk: index.pk })),
    );
    for (const a of partitions) {
      const value = a.pk.format(sampleValues(a.entity, [a.pk.template]));
      for (const b of partitions) {
        if (b !== a && b.name === a.name)
          expect(b.pk.parse(value), `${b.entity} ${b.name} reads ${a.entity}'s`).toBeUndefined();
      }
    }
  });

  it('the live ticker’s stream filter is the ticker messages’ own partition', () => {
    const key = tickerMessageKeys.key({ id: 'm1' });
    expect(tickerStream.filters).toEqual([{ dynamodb: { Keys: { PK: { S: [key.PK] } } } }]);
  });
});

describe('keyPattern', () => {
  const meeting = keyPattern('MEET#{start}#{id}');

  it('formats and parses values between fixed text', () => {
    expect(meeting.format({ start: '2026-03-29T08:00:00.000Z', id: 'm1' })).toBe(
      'MEET#2026-03-29T08:00:00.000Z#m1',
    );
    expect(meeting.parse('MEET#2026-03-29T08:00:00.000Z#m1')).toEqual({
      start: '2026-03-29T08:00:00.000Z',
      id: 'm1',
    });
    expect(meeting.prefix).toBe('MEET#');
    expect(meeting.fixed).toBe(false);
  });

  it('refuses an empty value and a separator inside a value that is not the last', () => {
    expect(() => meeting.format({ start: '', id: 'm1' })).toThrow(/start/);
    expect(() => meeting.format({ start: 'a#b', id: 'm1' })).toThrow(/must not contain/);
  });

  it('reads nothing from keys of another shape', () => {
    expect(meeting.parse('MEET#only')).toBeUndefined();
    expect(meeting.parse('TS#2026#x')).toBeUndefined();
    expect(keyPattern('TICKER').parse('TICKERS')).toBeUndefined();
    expect(keyPattern('TICKER').parse('TICKER')).toEqual({});
  });
});
