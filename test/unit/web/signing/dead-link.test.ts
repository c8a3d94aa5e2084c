import { describe, expect, it } from 'vitest';
import { signingMessages } from '@contracts/documents/signing';
import { deadLinkFor } from '../../../../web/src/features/signing/lib/dead-link';

describe('deadLinkFor', () => {
  it('names the page for each answer that means the link opens nothing', () => {
    expect(deadLinkFor(404, signingMessages.invalid)).toBe('invalid');
    expect(deadLinkFor(410, signingMessages.used)).toBe('used');
    expect(deadLinkFor(410, signingMessages.expired)).toBe('expired');
    expect(deadLinkFor(410, signingMessages.closed)).toBe('closed');
    expect(deadLinkFor(410, signingMessages.voided)).toBe('voided');
    expect(deadLinkFor(410, signingMessages.declinedByOther)).toBe('declined');
  });

  it('leaves other failures to the page’s retry', () => {
    expect(deadLinkFor(500, 'Internal error')).toBeUndefined();
    expect(deadLinkFor(400, signingMessages.fieldsRequired)).toBeUndefined();
  });
});
