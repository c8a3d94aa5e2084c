import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_STALE_MS, dataExportStatusAt } from '@domain/account/data-export-state';

const requestedAt = '2026-12-02T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(requestedAt) + ms);

describe('dataExportStatusAt', () => {
  it('keeps a pending archive pending while a run could still finish it', () => {
    expect(dataExportStatusAt({ status: 'pending', requestedAt }, after(0))).toBe('pending');
    expect(
      dataExportStatusAt({ status: 'pending', requestedAt }, after(DATA_EXPORT_STALE_MS - 1)),
    ).toBe('pending');
  });

  it('calls one pending past every run that could finish it failed', () => {
    expect(
      dataExportStatusAt({ status: 'pending', requestedAt }, after(DATA_EXPORT_STALE_MS)),
    ).toBe('failed');
    expect(dataExportStatusAt({ status: 'pending', requestedAt: 'garbage' }, after(0))).toBe(
      'failed',
    );
  });

  it('leaves ready and failed archives as they are', () => {
    const late = after(10 * DATA_EXPORT_STALE_MS);
    expect(dataExportStatusAt({ status: 'ready', requestedAt }, late)).toBe('ready');
    expect(dataExportStatusAt({ status: 'failed', requestedAt }, after(0))).toBe('failed');
  });
});
