import { describe, expect, it } from 'vitest';
import type { TFieldType } from '@contracts/documents/fields';
import { signingMessages } from '@contracts/documents/signing';
import type { FieldItem } from '../../../../../lambdas/services/documents/field-item';
import { toFieldItem } from '../../../../../lambdas/services/documents/field-item';
import { collectFieldValues } from '../../../../../lambdas/services/documents/signing/collect-values';
import { pngBytes, pngDataUrl } from '../../../../support/png';

const now = new Date('2030-01-07T23:30:00.000Z');
const field = (id: string, type: TFieldType, required = true): FieldItem =>
  toFieldItem('doc', 'set', {
    id,
    type,
    required,
    signerEmail: 'ada@example.com',
    page: 1,
    x: 0,
    y: 0,
    width: 0.1,
    height: 0.1,
  });
const PNG = pngDataUrl(pngBytes({ width: 600, height: 200 }));

describe('collectFieldValues', () => {
  const fields = [field('s', 'signature'), field('d', 'date'), field('t', 'text', false)];

  it('fills signature fields with the signature and dates with the day of signing (UTC)', () => {
    expect(
      collectFieldValues(fields, { signature: { type: 'typed', text: 'Ada' }, values: {} }, now),
    ).toEqual({ s: 'Ada', d: '2030-01-07' });
    expect(
      collectFieldValues(
        fields,
        { signature: { type: 'drawn', dataUrl: PNG }, values: { t: 'x' } },
        now,
      ),
    ).toEqual({ s: PNG, d: '2030-01-07', t: 'x' });
  });

  it('refuses a missing signature or required text, a foreign field, and a fake PNG', () => {
    expect(() => collectFieldValues(fields, { values: {} }, now)).toThrow(
      signingMessages.signatureRequired,
    );
    expect(() => collectFieldValues([field('i', 'initials')], { values: { i: '' } }, now)).toThrow(
      signingMessages.fieldsRequired,
    );
    expect(() =>
      collectFieldValues(
        fields,
        { signature: { type: 'typed', text: 'A' }, values: { zz: 'x' } },
        now,
      ),
    ).toThrow(signingMessages.unknownField);
    expect(() =>
      collectFieldValues(
        fields,
        { signature: { type: 'drawn', dataUrl: 'data:image/png;base64,QUJD' }, values: {} },
        now,
      ),
    ).toThrow(signingMessages.signatureInvalid);
  });

  it('refuses a drawn signature that declares more pixels than a signature needs', () => {
    const drawn = (png: Buffer) => ({
      signature: { type: 'drawn' as const, dataUrl: pngDataUrl(png) },
      values: {},
    });
    const huge = pngBytes({ width: 16_000, height: 16_000, pixels: false });
    expect(() => collectFieldValues(fields, drawn(huge), now)).toThrow(
      signingMessages.signatureImageTooLarge,
    );
    const header = pngBytes({ width: 60, height: 20 }).subarray(0, 16);
    expect(() => collectFieldValues(fields, drawn(header), now)).toThrow(
      signingMessages.signatureInvalid,
    );
  });

  it('refuses a drawn signature too large to keep once per signature field', () => {
    const big = `${PNG}${'A'.repeat(70_000)}`;
    const many = Array.from({ length: 5 }, (_, i) => field(`s${i}`, 'signature'));
    expect(() =>
      collectFieldValues(many, { signature: { type: 'drawn', dataUrl: big }, values: {} }, now),
    ).toThrow(signingMessages.signatureTooLarge);
    expect(
      Object.keys(
        collectFieldValues(
          many.slice(0, 2),
          { signature: { type: 'drawn', dataUrl: big }, values: {} },
          now,
        ),
      ),
    ).toEqual(['s0', 's1']);
  });
});
