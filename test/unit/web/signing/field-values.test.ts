import { describe, expect, it } from 'vitest';
import type { TField, TFieldType } from '@contracts/documents/fields';
import {
  initialsOf,
  isFilled,
  missingRequired,
  nextField,
  pagesText,
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

describe('Next field', () => {
  const on = (id: string, type: TFieldType, page: number, y: number, required = true): TField => ({
    ...field(id, type, required),
    page,
    y,
  });
  // Listed out of order: reading order is page 1 top, page 1 lower, then page 2.
  const spread = [
    on('p2-sig', 'signature', 2, 0.8),
    on('p1-text', 'text', 1, 0.5),
    on('p1-date', 'date', 1, 0.1),
    on('p2-init', 'initials', 2, 0.2),
  ];

  it('goes to the next empty required field in reading order, across pages and round again', () => {
    const empty: Draft = { signature: null, values: {} };
    expect(nextField(spread, empty, undefined)?.id).toBe('p1-text');
    expect(nextField(spread, empty, 'p1-text')?.id).toBe('p2-init');
    expect(nextField(spread, empty, 'p2-init')?.id).toBe('p2-sig');
    expect(nextField(spread, empty, 'p2-sig')?.id).toBe('p1-text');
    const signed: Draft = { signature: { type: 'typed', text: 'Ada' }, values: { 'p1-text': 'x' } };
    expect(nextField(spread, signed, undefined)?.id).toBe('p2-init');
  });

  it('walks through every field once all are filled, so page 2 is seen too', () => {
    const done: Draft = {
      signature: { type: 'typed', text: 'Ada' },
      values: { 'p1-text': 'x', 'p2-init': 'AL' },
    };
    const seen = [];
    let at: string | undefined;
    for (let i = 0; i < spread.length; i++) {
      at = nextField(spread, done, at)?.id;
      seen.push(at);
    }
    expect(seen).toEqual(['p1-date', 'p1-text', 'p2-init', 'p2-sig']);
    expect(nextField([], done, undefined)).toBeUndefined();
  });

  it('names the pages the fields are on', () => {
    expect(pagesText([{ page: 2 }])).toBe('page 2');
    expect(pagesText([{ page: 3 }, { page: 1 }, { page: 3 }])).toBe('pages 1 and 3');
    expect(pagesText([{ page: 4 }, { page: 1 }, { page: 2 }])).toBe('pages 1, 2 and 4');
  });
});
