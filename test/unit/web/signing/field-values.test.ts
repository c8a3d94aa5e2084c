import { describe, expect, it } from 'vitest';
import type { TField, TFieldType } from '@contracts/documents/fields';
import {
  initialsOf,
  isFilled,
  missingRequired,
  toSubmission,
  type Draft,
} from '../../../../web/src/features/signing/lib/field-values';

const field = (id: string, type: TFieldType, required = true): TField => ({
  id,
  type,
  required,
  signerEmail: 'ada@example.com',
  page: 1,
  x: 0.1,
  y: 0.1,
  width: 0.2,
  height: 0.05,
});

const fields = [
  field('s', 'signature'),
  field('d', 'date'),
  field('i', 'initials'),
  field('t', 'text', false),
];

describe('what the signer still has to fill in', () => {
  it('needs the signature and each required text, never the date or an optional field', () => {
    const empty: Draft = { signature: null, values: {} };
    expect(missingRequired(fields, empty).map((f) => f.id)).toEqual(['s', 'i']);
    const blank: Draft = { signature: { type: 'typed', text: 'Ada' }, values: { i: '   ' } };
    expect(missingRequired(fields, blank).map((f) => f.id)).toEqual(['i']);
    const done: Draft = { signature: { type: 'typed', text: 'Ada' }, values: { i: 'AL' } };
    expect(missingRequired(fields, done)).toEqual([]);
    expect(isFilled(field('d', 'date'), empty)).toBe(true);
  });
});

describe('the request body', () => {
  it('carries the signature and the trimmed text of initials and text fields only', () => {
    const draft: Draft = {
      signature: { type: 'drawn', dataUrl: 'data:image/png;base64,AAAA' },
      values: { i: ' AL ', t: '', d: '2030-01-01', other: 'x' },
    };
    expect(toSubmission(fields, draft)).toEqual({
      signature: { type: 'drawn', dataUrl: 'data:image/png;base64,AAAA' },
      values: { i: 'AL' },
    });
  });

  it('leaves the signature out when the signer has no signature field', () => {
    const draft: Draft = { signature: { type: 'typed', text: 'Ada' }, values: {} };
    expect(toSubmission([field('d', 'date')], draft)).toEqual({ values: {} });
  });
});

describe('initialsOf', () => {
  it('proposes initials from the name', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AKL');
    expect(initialsOf('  grace   hopper ')).toBe('GH');
    expect(initialsOf('')).toBe('');
  });
});
