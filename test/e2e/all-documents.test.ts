import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentMessages, ZDocument } from '@contracts/documents/document';
import { fieldMessages } from '@contracts/documents/fields';
import { libraryMessages } from '@contracts/documents/library';
import { sendMessages, voidMessages } from '@contracts/documents/signing';
import { templateMessages } from '@contracts/documents/templates';
import { signedInCaller } from '../support/api-session';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { samplePdf, uploadDraft } from '../support/document-files';
import { waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'all-documents-e2e-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function onePagePdf(file: string): Promise<void> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Statement of work', { x: 72, y: 700, size: 20, font });
  await writeFile(file, await pdf.save());
}

describe('all documents', () => {
  it('finds a document uploaded without a library, moves it into one, prepares it from a template, sends and voids it', async () => {
    const owner = await createUser(stack(), 'owner');
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    const id = randomUUID().slice(0, 8);
    const libraryName = `Clients ${id}`;
    const title = `Statement of work ${id}`;

    // A library to move into.
    await page.goto('/documents/libraries');
    await page.getByRole('button', { name: 'New Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Library' });
    await dialog.getByLabel('Name *').fill(libraryName);
    await dialog.getByRole('button', { name: 'Create Library' }).click();
    await waitForToast(page, libraryMessages.created);

    // Uploaded with no library: the header's Documents link still finds it.
    const file = path.join(dir, `${title}.pdf`);
    await onePagePdf(file);
    await page.goto('/documents/upload');
    await page.getByLabel('File *').setInputFiles(file);
    expect(await page.getByLabel('Library').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await waitForToast(page, documentMessages.uploaded);
    await page.waitForURL((u) => /^\/documents\/[0-9a-f-]{36}$/.test(u.pathname));

    await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).first().click();
    await page.waitForURL((u) => u.pathname === '/documents');
    await page.getByRole('heading', { name: 'All Documents' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    await row.getByRole('cell', { name: 'No library' }).waitFor();

    // Search and filter narrow the list, and survive a reload.
    await page.getByLabel('Search by title').fill(id);
    await page.waitForURL((u) => u.searchParams.get('q') === id);
    await page.getByLabel('Status').selectOption('completed');
    await page.getByText('No documents match', { exact: true }).first().waitFor();
    await page.getByLabel('Status').selectOption('draft');
    await row.waitFor();
    await page.reload();
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();
    expect(await page.getByLabel('Search by title').inputValue()).toBe(id);

    // Moved into the library from its own page.
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL((u) => /^\/documents\/[0-9a-f-]{36}$/.test(u.pathname));
    await page.getByLabel('Library').selectOption({ label: libraryName });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await waitForToast(page, 'Document moved');
    const documentPath = new URL(page.url()).pathname;

    await page.goto('/documents');
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell', { name: libraryName })
      .waitFor();

    // The library lists it, counts it, and cannot be deleted while it holds it.
    await page.goto('/documents/libraries');
    await page
      .getByRole('link', { name: new RegExp(libraryName) })
      .first()
      .click();
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);

    // A template saved from another prepared document (its signer and field set up through the API).
    const api = await signedInCaller(stack(), owner);
    const source = await uploadDraft(api, await samplePdf(), {
      title: `Template source ${id}`,
      fileName: 'source.pdf',
    });
    const sample = { name: 'Sample Signer', email: `sample-${id}@example.com` };
    const workflow = await api.call('PUT', `/api/documents/${source}/workflow`, {
      body: { signers: [sample] },
    });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
    const field = { id: randomUUID(), type: 'signature', signerEmail: sample.email, page: 1 };
    const placed = await api.call('PUT', `/api/documents/${source}/fields`, {
      body: { fields: [{ ...field, x: 0.1, y: 0.7, width: 0.3, height: 0.07 }] },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const templateName = `Statement template ${id}`;
    await page.goto(`/documents/${source}/edit`);
    await page.getByRole('button', { name: 'Save as template' }).click();
    const saving = page.getByRole('dialog', { name: 'Save as template' });
    await saving.getByLabel('Template name').fill(templateName);
    await saving.getByLabel(`Role for ${sample.name} (${sample.email})`).fill('Client');
    await saving.getByRole('button', { name: 'Save Template' }).click();
    await waitForToast(page, templateMessages.saved);
    await page.goto('/documents/templates');
    await page.getByRole('button', { name: `Delete ${templateName}` }).waitFor();

    // The moved draft is prepared from the template: its signer, then the template's field.
    const signer = { name: 'Łukasz Żółć', email: `lukasz-${id}@example.com` };
    await page.goto(`${documentPath}/edit`);
    await page.getByRole('button', { name: 'Use a template' }).click();
    const using = page.getByRole('dialog', { name: 'Use a template' });
    await using
      .getByLabel('Template', { exact: true })
      .selectOption({ label: `${templateName} (1 page)` });
    await using.getByLabel('Client name').fill(signer.name);
    await using.getByLabel('Client email').fill(signer.email);
    await using.getByRole('button', { name: 'Apply Template' }).click();
    await waitForToast(page, templateMessages.applied);
    const placedField = page.getByRole('group', { name: `Signature, page 1, for ${signer.name}` });
    await placedField.waitFor();

    // Widened from the keyboard and saved: the server has the larger box.
    await placedField.focus();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await page.getByRole('button', { name: 'Save Fields' }).click();
    await waitForToast(page, fieldMessages.saved);
    const documentId = documentPath.split('/').pop()!;
    const saved = ZDocument.parse((await api.call('GET', `/api/documents/${documentId}`)).body);
    expect(saved.fields[0]!.width).toBeGreaterThan(0.3 + 0.01);
    expect(saved.fields[0]!.x).toBeCloseTo(0.1, 6);

    // Sent from the editor, then voided from its page.
    await page.getByRole('button', { name: 'Send for Signatures' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send', exact: true }).click();
    await waitForToast(page, sendMessages.sent);
    await waitForMail(stack().outboxDir, signer.email, /^Please sign:/);

    await page.goto(documentPath);
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const voiding = page.getByRole('dialog', { name: 'Void document' });
    await voiding.getByLabel('Reason').fill('The scope changed');
    await voiding.getByRole('button', { name: 'Void Document' }).click();
    await waitForToast(page, voidMessages.voided);
    await page.getByRole('note').getByText('Voided: The scope changed').waitFor();
    const notice = await waitForMail(stack().outboxDir, signer.email, /^Withdrawn: /);
    expect(notice.text).toContain('Reason: The scope changed');
    await page.goto('/documents?status=voided');
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
