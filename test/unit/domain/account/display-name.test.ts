import { describe, expect, it } from 'vitest';
import { canIssueInvoicesAs, displayNameOf } from '@domain/account/display-name';

describe('displayNameOf', () => {
  it('names the professional by the name they gave, trimmed', () => {
    expect(displayNameOf('  Priya Raman ', 'priya@example.com')).toBe('Priya Raman');
  });

  it('falls back to the e-mail only when no name was given', () => {
    for (const name of ['', '   ', null, undefined])
      expect(displayNameOf(name, 'priya@example.com')).toBe('priya@example.com');
  });

  it('is blank when there is neither', () => {
    expect(displayNameOf('', null)).toBe('');
    expect(displayNameOf(undefined, undefined)).toBe('');
  });
});

describe('canIssueInvoicesAs', () => {
  it('needs a name for the seller', () => {
    expect(canIssueInvoicesAs({ name: 'Priya Raman' })).toBe(true);
    expect(canIssueInvoicesAs({ name: '' })).toBe(false);
    expect(canIssueInvoicesAs({ name: '  ' })).toBe(false);
  });
});
