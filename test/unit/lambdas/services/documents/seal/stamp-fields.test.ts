import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import { embedSealFonts } from '../../../../../../lambdas/services/documents/seal/pdf-fonts';
import type { SealStamp } from '../../../../../../lambdas/services/documents/seal/seal-input';
import { stampFields } from '../../../../../../lambdas/services/documents/seal/stamp-fields';
import { pngBytes } from '../../../../../support/png';

/** A signature field on page 1 holding a drawn image; the signer's name stands in for it. */
const drawnField = (png: Uint8Array, name: string, y: number): SealStamp => ({
  type: 'signature',
  page: 1,
  x: 0.1,
  y,
  width: 0.4,
  height: 0.1,
  value: { kind: 'image', png, fallback: name },
});

/** Stamps the fields onto a blank page; what the saved file shows, and what was decoded. */
async function stamp(stamps: SealStamp[]) {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  const embedPng = vi.spyOn(pdf, 'embedPng');
  await stampFields(pdf, await embedSealFonts(pdf), stamps);
  const bytes = await pdf.save();

  const saved = await PDFDocument.load(bytes);
  const images = saved.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  const page = await (await getDocument({ data: bytes, verbosity: 0 }).promise).getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : ''));
  return { decoded: embedPng.mock.calls.length, images: images.length, text: text.join(' ') };
}

// Each document embeds a font for every script and for emoji (about 0.1 s each alone, several
// times that on a loaded machine): the default 5 s allowance is not what these tests are about.
describe('stampFields', { timeout: 30_000 }, () => {
  it('draws a signature-sized drawing as an image', async () => {
    const result = await stamp([drawnField(pngBytes({ width: 600, height: 200 }), 'Ada', 0.1)]);
    expect(result.decoded).toBe(1);
    // The drawing, and its transparency as a mask of its own.
    expect(result.images).toBeGreaterThan(0);
    expect(result.text).not.toContain('Ada');
  });

  it('never decodes an image that declares more pixels than a signature needs', async () => {
    const huge = pngBytes({ width: 16_000, height: 16_000, pixels: false });
    const result = await stamp([drawnField(huge, 'Ada Lovelace', 0.1)]);
    expect(result.decoded).toBe(0);
    expect(result.images).toBe(0);
    expect(result.text).toContain('Ada Lovelace');
  });

  it('draws the name for a stored image that does not decode, and stamps the other fields', async () => {
    const broken = pngBytes({ width: 60, height: 20, pixels: false });
    const result = await stamp([
      drawnField(broken, 'Grace Hopper', 0.1),
      {
        ...drawnField(new Uint8Array(), '', 0.5),
        type: 'date',
        value: { kind: 'text', text: '2030-01-07' },
      },
    ]);
    expect(result.images).toBe(0);
    expect(result.text).toContain('Grace Hopper');
    expect(result.text).toContain('2030-01-07');
  });
});
