import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentMessages, ZCreatedUpload } from '@contracts/documents/document';
import { signedCopyMessages } from '@contracts/documents/signed-copy';
import { sendMessages, signingMessages } from '@contracts/documents/signing';
import { signerMessages, WORKFLOW_TYPE_LABELS } from '@contracts/documents/workflow';
import { userCaller } from '../support/api-session';
import { readOutbox, waitForMail } from '../support/outbox';
import { draftForSigning, sendForSigning } from '../support/signing-requests';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const run = promisify(execFile);
const stack = () => inject('stack');
const browser = useBrowser();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'documents-e2e-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A two-page contract, as an owner would upload it. */
async function contractPdf(file: string): Promise<void> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Consulting agreement', 'Signatures']) {
    const page = pdf.addPage([612, 792]);
    page.drawText(text, { x: 72, y: 700, size: 20, font });
  }
  await writeFile(file, await pdf.save());
}

/** The personal link in the first signing mail to `email` about the document titled `title`. */
async function signingLink(email: string, title = ''): Promise<string> {
  const subject = new RegExp(`^Please sign: ${title}`);
  const mail = await waitForMail(stack().outboxDir, email, subject, { timeoutMs: 15_000 });
  const url = /https?:\/\/\S+\/sign#[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!url) throw new Error(`No signing link in the mail to ${email}`);
  // The token is in the fragment only: the browser never sends it to a server.
  const { pathname, hash } = new URL(url);
  expect(pathname).toBe('/sign');
  return `${pathname}${hash}`;
}

/** The signing mails to `email` about the document titled `title`. */
const signingMailsTo = async (email: string, title: string) =>
  (await readOutbox(stack().outboxDir)).filter(
    (m) =>
      (m.headers.to ?? '').includes(email) &&
      (m.headers.subject ?? '').startsWith(`Please sign: ${title} `),
  );

/** A few strokes on the signature pad with the mouse (pointer events). */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      box.x + box.width * (0.1 + i * 0.06),
      box.y + box.height * (0.6 - 0.3 * Math.sin(i)),
    );
  await page.mouse.up();
}

/** The signer's page from their mail: the disclosure, then the document, then the signature. */
const SEND_NOTE = 'Please sign by Friday: clause 4 is as we agreed.';

async function signAs(
  link: string,
  how: 'draw' | 'type',
  name: string,
  viewport = { width: 1280, height: 1000 },
) {
  const { page, context, problems } = await openPage(browser(), stack().webUrl!, viewport);
  await page.goto(link);
  await page
    .getByRole('heading', { name: 'Electronic records and signature disclosure' })
    .waitFor();
  // Nothing of the document before the disclosure is accepted.
  expect(await page.getByTestId('signing-field').count()).toBe(0);
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  expect(await accept.isDisabled()).toBe(true);
  await page.getByLabel(/I have read the disclosure/).check();
  await accept.click();

  await page.getByRole('heading', { name: 'Fill in and sign' }).waitFor();
  const fields = page.getByTestId('signing-field');
  await fields.first().waitFor();
  expect(await fields.count()).toBe(2);
  if (how === 'draw') {
    await page.getByRole('tab', { name: 'Draw' }).click();
    // Nothing drawn yet: Sign waits for the signature.
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).isDisabled()).toBe(true);
    await drawSignature(page);
    await page.getByRole('img', { name: 'Your signature' }).first().waitFor();
  } else {
    await page.getByLabel('Type your name').fill(name);
  }
  // The panel counts the fields on every page, and Next field shows each on the document.
  await page
    .getByText('All 2 of your fields, on page 1, are filled in.', { exact: false })
    .waitFor();
  await page.getByRole('button', { name: 'Next field' }).click();
  const current = page.locator('[data-testid="signing-field"][data-current="true"]');
  await current.waitFor();
  expect(await current.isVisible()).toBe(true);
  if (viewport.width < 640) {
    // On a phone the page opens fitted to the width: nothing of it is cut off.
    await page.locator('canvas').first().waitFor();
    const fits = await page.evaluate(() => {
      const canvas = document.querySelector('canvas')!;
      const region = canvas.closest<HTMLElement>('[role="region"]')!;
      return canvas.getBoundingClientRect().width <= region.clientWidth;
    });
    expect(fits).toBe(true);
  }
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.getByRole('heading', { name: 'Document signed' }).waitFor();

  // The link is used up: opening it again shows the document to nobody.
  await page.goto('about:blank');
  await page.goto(link);
  await page.getByRole('heading', { name: 'Link already used' }).waitFor();
  await page.getByText(signingMessages.used).first().waitFor();
  expect(problems.filter((p) => !/status of 410/.test(p))).toEqual([]);
  await context.close();
}

describe('documents and e-signature', () => {
  it('uploads a PDF, sends it to two signers in a chain, and ends fully signed and sealed', async () => {
    const owner = await createUser(stack(), 'owner');
    const id = randomUUID().slice(0, 6);
    const first = { name: `Grace Hopper ${id}`, email: `grace-${id}@example.com` };
    const second = { name: `Alan Turing ${id}`, email: `alan-${id}@example.com` };
    const title = `Consulting agreement ${id}`;
    const file = path.join(dir, `${title}.pdf`);
    await contractPdf(file);

    const own = await openPage(browser(), stack().webUrl!, { width: 1280, height: 1000 });
    const { page } = own;
    await signIn(page, owner.email, owner.password);

    // Upload: the title follows the file name.
    await page.goto('/documents/upload');
    await page.getByLabel('File *').setInputFiles(file);
    expect(await page.getByLabel('Title *').inputValue()).toBe(title);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await waitForToast(page, documentMessages.uploaded);
    await page.waitForURL((u) => /^\/documents\/[0-9a-f-]{36}$/.test(u.pathname));
    const documentPath = new URL(page.url()).pathname;
    // No signer yet: Send is disabled and says why, rather than failing.
    const sendNow = page.getByRole('button', { name: 'Send for Signatures' });
    await page.getByText('Add at least one signer before sending.').waitFor();
    expect(await sendNow.isDisabled()).toBe(true);

    // Two signers, in a chain.
    await page.getByRole('link', { name: 'Prepare for Signing' }).click();
    await page.waitForURL((u) => u.pathname === `${documentPath}/prepare`);
    const rows = page.getByRole('list', { name: 'Signers in order' }).getByRole('listitem');
    await rows.nth(0).getByLabel('Name').fill(first.name);
    await rows.nth(0).getByLabel('Email').fill(first.email);
    await page.getByRole('button', { name: 'Add Signer' }).click();
    await rows.nth(1).getByLabel('Name').fill(second.name);
    await rows.nth(1).getByLabel('Email').fill(second.email);
    await page.getByText(WORKFLOW_TYPE_LABELS.chain).click();
    await page.getByRole('button', { name: 'Save and place fields' }).click();
    await waitForToast(page, signerMessages.saved);
    await page.waitForURL((u) => u.pathname === `${documentPath}/edit`);

    // A signature and a date for each signer.
    const picker = page.getByRole('radiogroup', { name: 'Signer for new fields' });
    for (const signer of [first, second]) {
      await picker.getByRole('radio', { name: new RegExp(signer.name) }).click();
      await page.getByRole('button', { name: 'Add Signature field' }).click();
      await page.getByRole('button', { name: 'Add Date field' }).click();
    }
    // Each new field went to a free spot: none covers another.
    const boxes = await page
      .locator('[data-field-id]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(4);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        ).toBe(true);
    await page.getByRole('button', { name: 'Send for Signatures' }).click();
    const sending = page.getByRole('alertdialog');
    // A message for the signers, and links that work a week.
    await sending.getByLabel('Message to the signers (optional)').fill(SEND_NOTE);
    await sending.getByLabel('Links expire after').selectOption('7');
    await sending.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForToast(page, sendMessages.sent);
    await page.waitForURL((u) => u.pathname === documentPath);
    await page.getByText('Pending signatures').first().waitFor();

    // Signer 1 only, first.
    const firstLink = await signingLink(first.email);
    const request = await waitForMail(stack().outboxDir, first.email, /^Please sign:/);
    expect(request.text).toContain(SEND_NOTE);
    expect(request.text).toContain('The link works until');
    // The positive control: another document sent to signer 2 after this one; once its link is
    // in, a link to this one that the send wrongly owed them would be too.
    const sender = await userCaller(stack());
    const control = await sendForSigning(sender, await draftForSigning(sender, [second]));
    await signingLink(second.email, control.title);
    expect(await signingMailsTo(second.email, title)).toEqual([]);
    await signAs(firstLink, 'draw', first.name);

    // Signer 2 is mailed only now, once.
    const secondLink = await signingLink(second.email, title);
    expect(await signingMailsTo(second.email, title)).toHaveLength(1);
    // The second signer signs on a phone.
    await signAs(secondLink, 'type', second.name, { width: 375, height: 800 });

    // The owner sees the document fully signed, with its timeline naming each signer.
    await page.reload();
    await page.getByText('Fully signed').first().waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(`${first.name} signed`).waitFor();
    await timeline.getByText(`${second.name} signed`).waitFor();
    await timeline.getByText('Everyone has signed').waitFor();

    // Sealed by the completion consumer: the signed copy downloads and holds the certificate.
    const signedButton = page.getByRole('button', { name: 'Download signed copy' });
    await expect
      .poll(
        async () => {
          if (await signedButton.isVisible()) return true;
          await page.reload();
          await page.getByText('Fully signed').first().waitFor();
          return signedButton.isVisible();
        },
        { timeout: 60_000, interval: 1_000, message: 'the document was never sealed' },
      )
      .toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), signedButton.click()]);
    const signed = path.join(dir, `signed-${id}.pdf`);
    await download.saveAs(signed);
    expect((await readFile(signed)).subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout: text } = await run('pdftotext', ['-layout', signed, '-']);
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain(first.name);
    expect(text).toContain(second.name);
    expect(text).toMatch(/SHA-256/);
    expect(text).toMatch(/\b[0-9a-f]{64}\b/);
    expect(own.problems).toEqual([]);
    await own.context.close();

    // A signer's mailed copy link: its page trades the token for the file and downloads it.
    const copyMail = await waitForMail(stack().outboxDir, first.email, /^Signed copy: /, {
      timeoutMs: 15_000,
    });
    const copyLink = /https?:\/\/\S+\/signed-copy#[A-Za-z0-9_-]{43}/.exec(copyMail.text ?? '');
    expect(copyLink, copyMail.text).not.toBeNull();
    const copyUrl = new URL(copyLink![0]);
    expect(copyUrl.pathname).toBe('/signed-copy');
    const signer = await openPage(browser(), stack().webUrl!);
    const [copy] = await Promise.all([
      signer.page.waitForEvent('download'),
      signer.page.goto(`${copyUrl.pathname}${copyUrl.hash}`),
    ]);
    const copyFile = path.join(dir, `copy-${id}.pdf`);
    await copy.saveAs(copyFile);
    expect((await readFile(copyFile)).subarray(0, 5).toString()).toBe('%PDF-');
    await signer.page.getByRole('heading', { name: 'Download started' }).waitFor();
    expect(signer.problems).toEqual([]);
    await signer.context.close();
  });

  it("lets a signer decline with a reason, which closes the other signer's link", async () => {
    // Set up through the API: a sent group document with two signers.
    const owner = await userCaller(stack());
    const file = path.join(dir, 'nda.pdf');
    await contractPdf(file);
    const bytes = await readFile(file);
    const created = await owner.call('POST', '/api/documents', {
      body: { title: 'Mutual NDA', fileName: 'nda.pdf', size: bytes.length },
    });
    const { document, upload } = ZCreatedUpload.parse(created.body);
    await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: bytes });
    await owner.call('POST', `/api/documents/${document.id}/upload-complete`);
    const id = randomUUID().slice(0, 6);
    const signers = [
      { name: 'Nay Sayer', email: `nay-${id}@example.com` },
      { name: 'Other Party', email: `other-${id}@example.com` },
    ];
    await owner.call('PUT', `/api/documents/${document.id}/workflow`, {
      body: { workflowType: 'group', signers },
    });
    await owner.call('PUT', `/api/documents/${document.id}/fields`, {
      body: {
        fields: signers.map((s, i) => ({
          id: randomUUID(),
          type: 'signature',
          signerEmail: s.email,
          page: 1,
          x: 0.1,
          y: 0.2 + i * 0.2,
          width: 0.3,
          height: 0.08,
        })),
      },
    });
    expect((await owner.call('POST', `/api/documents/${document.id}/send`)).status).toBe(200);
    const [declining, other] = await Promise.all(signers.map((s) => signingLink(s.email)));

    const { page, context, problems } = await openPage(browser(), stack().webUrl!, {
      width: 390,
      height: 844,
    });
    await page.goto(declining!);
    await page
      .getByRole('heading', { name: 'Electronic records and signature disclosure' })
      .waitFor();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
    // A reason is required.
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByText(signingMessages.reasonRequired).waitFor();
    await dialog.getByLabel('Reason').fill('We agreed on a different term.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'You declined' }).waitFor();

    // The other signer's link, opened in the same tab (only its fragment differs).
    await page.goto(other!);
    await page.getByRole('heading', { name: 'Signing closed' }).waitFor();
    // It says why: another signer declined (not a guess).
    await page.getByText(signingMessages.declinedByOther).waitFor();
    expect(problems.filter((p) => !/status of 410/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows a clear page for a forged link, never a document', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto(`/sign#${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await page.getByText(signingMessages.invalid).waitFor();
    await page.goto('/sign');
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    // A link mailed with the token in its path: the token moves into the fragment at once.
    await page.goto('/sign/not-a-token');
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign');
    expect(new URL(page.url()).hash).toBe('#not-a-token');
    await page.goto(`/signed-copy#${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await page.getByText(signedCopyMessages.invalid).waitFor();
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });
});
