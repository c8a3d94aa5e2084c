import { describe, expect, it } from 'vitest';
import { professionalProfileKeys } from '../../../lambdas/keys/professional-profile';
import { calendarConnectionKeys } from '../../../lambdas/keys/calendar-connection';
import { dataExportKeys } from '../../../lambdas/keys/data-export';
import { invoiceCounterKeys, invoiceKeys } from '../../../lambdas/keys/invoice';
import { runningTimerKeys } from '../../../lambdas/keys/timer';
import { movedItem } from '../../../local/seed/moved-partitions';

describe('a data folder from before the moves', () => {
  it('finds each moved entity under its old key and names its key of today', () => {
    const cases = [
      [{ PK: 'USER#s1', SK: 'BILLINGPROFILE' }, professionalProfileKeys.key({ sub: 's1' })],
      [
        { PK: 'USER#s1', SK: 'INVSEQ#invoice' },
        invoiceCounterKeys.key({ sub: 's1', kind: 'invoice' }),
      ],
      [{ PK: 'USER#s1', SK: 'TIMER' }, runningTimerKeys.key({ sub: 's1' })],
      [{ PK: 'USER#s1', SK: 'DATAEXPORT' }, dataExportKeys.key({ sub: 's1' })],
      [
        { PK: 'CAL#c1', SK: 'CONN#k1' },
        calendarConnectionKeys.key({ bookingPageId: 'c1', id: 'k1' }),
      ],
    ] as const;
    for (const [old, now] of cases)
      expect(movedItem({ ...old, kept: 'yes' })).toEqual({ ...now, kept: 'yes' });
  });

  it('moves an invoice and its place on the list of invoices, keeping its order', () => {
    const old = {
      PK: 'USER#s1',
      SK: 'INV#invoice#00000007',
      GSI1PK: 'USER#s1#INVOICES',
      GSI1SK: '2026-03-01T10:00:00.000Z#INV-0007',
      reference: 'INV-0007',
    };
    expect(movedItem(old)).toEqual({
      ...old,
      ...invoiceKeys.key({ sub: 's1', kind: 'invoice', number: '00000007' }),
      GSI1PK: invoiceKeys.indexPartition('GSI1', { sub: 's1' }),
    });
  });

  it('leaves every other item where it is', () => {
    for (const key of [
      { PK: 'USER#s1', SK: 'CALREF#c1' },
      { PK: 'USER#s1', SK: 'BOOKLOCK#2026-06-08' },
      { PK: 'CAL#c1', SK: 'CAL' },
      { PK: 'BILLING#s1', SK: 'PROFILE' },
      { PK: 'CALCONN#c1', SK: 'CONN#k1' },
    ])
      expect(movedItem(key)).toBeUndefined();
  });
});
