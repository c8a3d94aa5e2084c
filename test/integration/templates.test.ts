import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import { templateMessages, ZTemplate, ZTemplateList } from '@contracts/documents/templates';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { samplePdf, uploadDraft } from '../support/document-files';
import { draftForSigning, sendForSigning, signerAddress } from '../support/signing-requests';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;
beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

const readDocument = async (id: string): Promise<TDocument> =>
  ZDocument.parse((await owner.call('GET', `/api/documents/${id}`)).body);

/** A prepared one-page draft with a client and a consultant, one signature field each. */
async function prepared() {
  const id = await draftForSigning(owner, [
    { name: 'Ada Client', email: signerAddress('client') },
    { name: 'Grace Consultant', email: signerAddress('consultant') },
  ]);
  return readDocument(id);
}

const saveTemplate = (caller: Caller, body: unknown) =>
  caller.call('POST', '/api/templates', { body });
const apply = (caller: Caller, id: string, body: unknown) =>
  caller.call('POST', `/api/documents/${id}/apply-template`, { body });

/** A fresh one-page draft with no signers yet. */
const blankDraft = async () =>
  uploadDraft(owner, await samplePdf(), { title: 'From template', fileName: 'new.pdf' });

describe('templates', () => {
  it('saves a prepared document’s roles and fields, lists and deletes them, for the owner only', async () => {
    const doc = await prepared();
    const body = {
      documentId: doc.id,
      name: 'Engagement letter',
      roles: ['Client', 'Consultant'],
      pageCount: 1,
    };
    expectError(await saveTemplate(anonymous, body), 401);
    expectError(await saveTemplate(other, body), 404);
    expectError(
      await saveTemplate(owner, { ...body, name: ' ' }),
      400,
      templateMessages.nameRequired,
    );
    expectError(
      await saveTemplate(owner, { ...body, roles: ['Client'] }),
      400,
      templateMessages.roleCount,
    );
    expectError(
      await saveTemplate(owner, { ...body, pageCount: 0 }),
      400,
      templateMessages.pageCount,
    );
    const bare = await blankDraft();
    expectError(
      await saveTemplate(owner, { ...body, documentId: bare }),
      400,
      templateMessages.notPrepared,
    );
    // A page count the file does not have is refused, whatever the browser says.
    const before = ZTemplateList.parse((await owner.call('GET', '/api/templates')).body);
    for (const pageCount of [2, 40])
      expectError(
        await saveTemplate(owner, { ...body, pageCount }),
        400,
        templateMessages.pageCountWrong(1),
      );
    expect(ZTemplateList.parse((await owner.call('GET', '/api/templates')).body)).toEqual(before);

    const res = await saveTemplate(owner, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const template = ZTemplate.parse(res.body);
    expect(template).toMatchObject({
      name: 'Engagement letter',
      roles: ['Client', 'Consultant'],
      pageCount: 1,
    });
    expect(template.fields.map((f) => f.role)).toEqual([1, 2]);
    expect(JSON.stringify(template)).not.toContain('@example.com');

    const mine = ZTemplateList.parse((await owner.call('GET', '/api/templates')).body);
    expect(mine.templates.map((t) => t.id)).toContain(template.id);
    const theirs = ZTemplateList.parse((await other.call('GET', '/api/templates')).body);
    expect(theirs.templates.map((t) => t.id)).not.toContain(template.id);
    expectError(await anonymous.call('GET', '/api/templates'), 401);

    expectError(await other.call('DELETE', `/api/templates/${template.id}`), 404);
    expect((await owner.call('DELETE', `/api/templates/${template.id}`)).status).toBe(204);
    expectError(
      await owner.call('DELETE', `/api/templates/${template.id}`),
      404,
      templateMessages.notFound,
    );
    expectError(await owner.call('DELETE', '/api/templates/not-an-id'), 404);
  });

  it('used twice, gives two independent documents that can each be sent', async () => {
    const doc = await prepared();
    const template = ZTemplate.parse(
      (
        await saveTemplate(owner, {
          documentId: doc.id,
          name: 'NDA',
          roles: ['Client', 'Consultant'],
          pageCount: 1,
        })
      ).body,
    );
    const signersFor = (tag: string) => [
      { name: `Client ${tag}`, email: signerAddress(`client-${tag}`) },
      { name: `Consultant ${tag}`, email: signerAddress(`consultant-${tag}`) },
    ];
    const first = await blankDraft();
    const second = await blankDraft();
    const good = (signers: unknown) => ({ templateId: template.id, signers, pageCount: 1 });

    expectError(await apply(anonymous, first, good(signersFor('a'))), 401);
    expectError(await apply(other, first, good(signersFor('a'))), 404);
    // A forged count for the one-page file is refused before anything is compared or placed.
    expectError(
      await apply(owner, first, { ...good(signersFor('a')), pageCount: 2 }),
      400,
      templateMessages.pageCountWrong(1),
    );
    // A two-page file, its count sent truly, does not take a one-page template.
    const twoPages = await uploadDraft(
      owner,
      await samplePdf({
        pages: [
          [595.28, 841.89],
          [595.28, 841.89],
        ],
      }),
      { title: 'Two pages', fileName: 'two.pdf' },
    );
    expectError(
      await apply(owner, twoPages, { ...good(signersFor('a')), pageCount: 2 }),
      400,
      templateMessages.pageMismatch(1),
    );
    expectError(
      await apply(owner, twoPages, { ...good(signersFor('a')), pageCount: 1 }),
      400,
      templateMessages.pageCountWrong(2),
    );
    expect((await readDocument(twoPages)).signers).toEqual([]);
    expectError(
      await apply(owner, first, good(signersFor('a').slice(0, 1))),
      400,
      templateMessages.signerCount(2),
    );
    expectError(
      await apply(owner, first, { ...good(signersFor('a')), templateId: crypto.randomUUID() }),
      404,
      templateMessages.notFound,
    );
    // Another user's template is not found either.
    const foreign = await (async () => {
      const id = await draftForSigning(other, [{ name: 'Zed', email: signerAddress('zed') }]);
      return ZTemplate.parse(
        (
          await saveTemplate(other, {
            documentId: id,
            name: 'Theirs',
            roles: ['Only'],
            pageCount: 1,
          })
        ).body,
      );
    })();
    expectError(
      await apply(owner, first, {
        templateId: foreign.id,
        signers: signersFor('a').slice(0, 1),
        pageCount: 1,
      }),
      404,
    );
    expect((await readDocument(first)).signers).toEqual([]);

    const a = ZDocument.parse((await apply(owner, first, good(signersFor('a')))).body);
    const b = ZDocument.parse((await apply(owner, second, good(signersFor('b')))).body);
    for (const [d, tag] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      expect(d.signers.map((s) => s.name)).toEqual([`Client ${tag}`, `Consultant ${tag}`]);
      expect(d.fields).toHaveLength(2);
      expect(d.fields.map((f) => f.signerEmail)).toEqual(d.signers.map((s) => s.email));
      expect(d.timeline.at(-1)).toMatchObject({ action: 'edited', details: { template: 'NDA' } });
    }
    const ids = new Set([...a.fields, ...b.fields].map((f) => f.id));
    expect(ids.size).toBe(4);

    // Changing one changes nothing of the other, nor of the template.
    const moved = a.fields.map((f, i) => ({ ...f, x: 0.5, y: 0.2 + i * 0.1 }));
    expect(
      (await owner.call('PUT', `/api/documents/${a.id}/fields`, { body: { fields: moved } }))
        .status,
    ).toBe(200);
    expect((await readDocument(b.id)).fields.map((f) => f.x)).toEqual(b.fields.map((f) => f.x));
    const kept = ZTemplateList.parse(
      (await owner.call('GET', '/api/templates')).body,
    ).templates.find((t) => t.id === template.id);
    expect(kept?.fields.map((f) => f.x)).toEqual(template.fields.map((f) => f.x));

    const sent = await sendForSigning(owner, b.id);
    expect(sent.status).toBe('pending_signatures');
    expectError(await apply(owner, b.id, good(signersFor('c'))), 409);
  });
});
