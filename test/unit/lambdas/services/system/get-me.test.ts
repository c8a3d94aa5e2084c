import { describe, expect, it } from 'vitest';
import { getMe } from '../../../../../lambdas/services/system/get-me';
import { MemoryTable } from '../../support/memory-table';

const calendar = (id: string, sub: string, createdAt: string) => ({
  PK: `CAL#${id}`,
  SK: 'CAL',
  GSI1PK: `USER#${sub}#CALS`,
  GSI1SK: createdAt,
  name: `Calendar ${id}`,
});

const caller = { sub: 'user-1', isAdmin: false };
// The directory knows user-1 only: the e-mail comes from it, never from the token.
const users = {
  getEmail: async (sub: string) => (sub === 'user-1' ? 'ada@example.com' : null),
  hasTotp: async () => false,
};

describe('getMe', () => {
  it("answers the caller's earliest booking page as firstBookingPageId", async () => {
    const table = new MemoryTable([
      calendar('later', 'user-1', '2025-03-01T10:00:00.000Z'),
      calendar('first', 'user-1', '2025-01-15T09:00:00.000Z'),
      calendar('someone-else', 'user-2', '2024-01-01T00:00:00.000Z'),
    ]);
    expect(await getMe({ table, users }, caller)).toEqual({
      sub: 'user-1',
      email: 'ada@example.com',
      isAdmin: false,
      firstBookingPageId: 'first',
    });
    // One item, not the whole list: the header calls this on every page.
    expect(table.queries).toEqual([expect.objectContaining({ index: 'GSI1', limit: 1 })]);
  });

  it('answers null when the caller has no booking page, even if others do', async () => {
    const table = new MemoryTable([calendar('theirs', 'user-2', '2025-01-01T00:00:00.000Z')]);
    expect(await getMe({ table, users }, { ...caller, isAdmin: true })).toEqual({
      sub: 'user-1',
      email: 'ada@example.com',
      isAdmin: true,
      firstBookingPageId: null,
    });
  });
});
