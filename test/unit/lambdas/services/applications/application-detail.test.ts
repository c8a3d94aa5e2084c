import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_NOTES } from '@contracts/applications/application';
import {
  noteItem,
  type ApplicationItem,
} from '../../../../../lambdas/services/applications/application-item';
import { toDetail } from '../../../../../lambdas/services/applications/get-application';

const photos = { presignGet: async () => 'https://photos.invalid/x' };
const item = {
  PK: 'APP#a1',
  SK: 'APP',
  id: 'a1',
  kind: 'partner',
  status: 'screening',
  submission: { kind: 'partner' },
  photoKey: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as ApplicationItem;

/** `n` notes a minute apart, in the order the partition holds them (oldest first). */
const notes = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    noteItem({
      id: 'a1',
      noteId: `n${i}`,
      text: `Note ${i} ${'x'.repeat(1990)}`,
      by: 'Screener',
      at: new Date(Date.UTC(2026, 0, 2, 0, i)).toISOString(),
    }),
  );

describe('application detail: notes stay bounded', () => {
  it('shows every note of a short screening, oldest first', async () => {
    const detail = await toDetail({ photos }, item, notes(3));
    expect(detail.notes.map((n) => n.id)).toEqual(['n0', 'n1', 'n2']);
    expect(detail.omittedNotes).toBe(0);
  });

  it('shows the newest notes up to the maximum and counts the older ones it leaves out', async () => {
    const total = MAX_SHOWN_NOTES + 50;
    const detail = await toDetail({ photos }, item, notes(total));
    expect(detail.notes).toHaveLength(MAX_SHOWN_NOTES);
    expect(detail.notes[0]?.id).toBe('n50');
    expect(detail.notes.at(-1)?.id).toBe(`n${total - 1}`);
    expect(detail.omittedNotes).toBe(50);
    // About 2 KB a note: the answer stays well under a megabyte.
    expect(JSON.stringify(detail).length).toBeLessThan(1024 * 1024);
  });
});
