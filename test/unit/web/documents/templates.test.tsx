import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMINDERS } from '@contracts/documents/reminders';
import { documentRoutes } from '@contracts/documents/routes';
import { ZDocument } from '@contracts/documents/document';
import {
  templateMessages,
  ZCreateTemplate,
  ZTemplate,
  type TTemplate,
} from '@contracts/documents/templates';
import { signerMessages, type TSigner } from '@contracts/documents/workflow';
import { applyTemplate } from '@/features/documents/api/apply-template';
import { createTemplate } from '@/features/documents/api/create-template';
import { deleteTemplate } from '@/features/documents/api/delete-template';
import { getTemplates } from '@/features/documents/api/get-templates';
import {
  TemplateChoice,
  TemplateSignerFields,
} from '@/features/documents/components/template-signers';
import { formatDate } from '@/features/documents/lib/format';
import {
  defaultRoles,
  pageCountProblem,
  saveTemplateBlocker,
  templateFacts,
  templateSigners,
  templateUploadPath,
  templateValues,
  type RoleSigner,
} from '@/features/documents/lib/templates';
import { record } from '../../../support/web/api';
import { describedBy } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

beforeEach(() => {
  signIn();
});

const errors = vi.spyOn(console, 'error');
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockClear();
});

const signer = (order: number, name: string, email: string): TSigner => ({
  name,
  email,
  order,
  status: 'pending',
  sentAt: null,
  viewedAt: null,
  consentedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  remindersSent: 0,
  nextReminderAt: null,
});

const template = (over: Partial<TTemplate> = {}): TTemplate =>
  ZTemplate.parse({
    id: '7f0c2b1e-8a4d-4c3e-9b6a-1d2e3f4a5b6c',
    name: 'Consulting agreement',
    workflowType: 'chain',
    pageCount: 3,
    roles: ['Client', 'Consultant'],
    fields: [
      {
        type: 'signature',
        role: 1,
        page: 3,
        x: 0.1,
        y: 0.8,
        width: 0.3,
        height: 0.05,
        required: true,
      },
      { type: 'date', role: 2, page: 3, x: 0.6, y: 0.8, width: 0.2, height: 0.04, required: false },
    ],
    createdAt: '2026-03-03T10:00:00.000Z',
    ...over,
  });

describe('save as template', () => {
  it('names each signer "Signer 1", "Signer 2", … in signing order', () => {
    expect(defaultRoles(0)).toEqual([]);
    expect(defaultRoles(1)).toEqual(['Signer 1']);
    expect(defaultRoles(3)).toEqual(['Signer 1', 'Signer 2', 'Signer 3']);
  });

  it('starts from the document title, a role per signer and the pages the viewer counted', () => {
    const document = {
      id: 'doc-1',
      title: 'Lease',
      signers: [signer(1, 'Ada', 'ada@example.com'), signer(2, 'Bob', 'bob@example.com')],
    };
    const values = templateValues(document, 4);
    expect(values).toEqual({
      documentId: 'doc-1',
      name: 'Lease',
      roles: ['Signer 1', 'Signer 2'],
      pageCount: 4,
    });
    expect(ZCreateTemplate.safeParse(values).success).toBe(true);
    // A title longer than a template name may be is cut to the contract's limit.
    const long = templateValues({ ...document, title: 'x'.repeat(150) }, 1);
    expect(long.name).toHaveLength(100);
    expect(ZCreateTemplate.safeParse(long).success).toBe(true);
  });

  it('the contract refuses blank names and roles, and a missing page count', () => {
    const parsed = ZCreateTemplate.safeParse({
      documentId: 'doc-1',
      name: ' ',
      roles: ['Client', ''],
      pageCount: 0,
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      templateMessages.nameRequired,
      templateMessages.roleRequired,
      templateMessages.pageCount,
    ]);
  });

  it('waits for saved fields, no unsaved changes and the counted pages', () => {
    const ready = { signerCount: 2, savedFieldCount: 3, dirty: false, pageCount: 2 };
    expect(saveTemplateBlocker(ready)).toBeUndefined();
    expect(saveTemplateBlocker({ ...ready, signerCount: 0 })).toBe(templateMessages.notPrepared);
    expect(saveTemplateBlocker({ ...ready, savedFieldCount: 0 })).toBe(
      templateMessages.notPrepared,
    );
    expect(saveTemplateBlocker({ ...ready, dirty: true })).toMatch(/Save the fields first/);
    expect(saveTemplateBlocker({ ...ready, pageCount: 0 })).toMatch(/needs its pages/);
  });
});

describe('upload from a template', () => {
  const roles = ['Client', 'Consultant'];

  it('takes one signer per role, trimmed, e-mails lower-cased', () => {
    expect(
      templateSigners(roles, [
        { name: ' Ada ', email: 'ADA@example.com ' },
        { name: 'Bob', email: 'bob@example.com' },
      ]),
    ).toEqual({
      ok: true,
      signers: [
        { name: 'Ada', email: 'ada@example.com' },
        { name: 'Bob', email: 'bob@example.com' },
      ],
    });
  });

  it("marks each role's missing name or e-mail, with the contract's message", () => {
    const result = templateSigners(roles, [{ name: 'Ada', email: '' }]);
    expect(result).toEqual({
      ok: false,
      message: signerMessages.fillAll,
      errors: [
        { email: signerMessages.fillAll },
        { name: signerMessages.fillAll, email: signerMessages.fillAll },
      ],
    });
  });

  it('refuses an address that is not one', () => {
    const result = templateSigners(roles, [
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Bob', email: 'bob@example' },
    ]);
    expect(result).toEqual({
      ok: false,
      message: signerMessages.validEmails,
      errors: [{}, { email: signerMessages.validEmails }],
    });
  });

  it('needs a different e-mail for each role', () => {
    const result = templateSigners(roles, [
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Bob', email: 'ADA@example.com' },
    ]);
    expect(result).toEqual({
      ok: false,
      message: signerMessages.distinctEmails,
      errors: [{}, { email: signerMessages.distinctEmails }],
    });
  });

  it("refuses a file whose page count is not the template's, before any upload", () => {
    expect(pageCountProblem(3, 3)).toBeUndefined();
    expect(pageCountProblem(3, 2)).toBe(templateMessages.pageMismatch(3));
    expect(pageCountProblem(3, 2)).toBe(
      'This template is for a file of 3 pages. Please choose a file with the same number of pages.',
    );
    expect(pageCountProblem(1, 4)).toBe(
      'This template is for a file of 1 page. Please choose a file with the same number of pages.',
    );
  });

  it('shows a labelled Name and Email per role, with their inline messages, and takes typing', async () => {
    const changes: [number, RoleSigner][] = [];
    function Fields() {
      const [rows, setRows] = useState<RoleSigner[]>([{ name: 'Ada', email: 'ada@example.com' }]);
      return (
        <TemplateSignerFields
          id="up"
          template={template()}
          rows={rows}
          errors={[{}, { email: signerMessages.fillAll }]}
          disabled={false}
          onChange={(index, row) => {
            changes.push([index, row]);
            setRows((all) => Object.assign([...all], { [index]: row }));
          }}
        />
      );
    }
    const ui = renderScreen(<Fields />);
    expect(screen.getByLabelText<HTMLInputElement>('Client name').value).toBe('Ada');
    const email = screen.getByLabelText('Consultant email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toBe(signerMessages.fillAll);
    await ui.user.type(screen.getByLabelText('Consultant name'), 'Bob');
    expect(changes.at(-1)).toEqual([1, { name: 'Bob', email: '' }]);
  });

  it('offers the templates in a labelled select, and says which was chosen', async () => {
    const chosen: string[] = [];
    const ui = renderScreen(
      <TemplateChoice
        id="t"
        templates={[template()]}
        value=""
        missing={false}
        failed={false}
        disabled={false}
        onChange={(value: string) => chosen.push(value)}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Start from a template',
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No template', 'Consulting agreement']);
    expect(select.value).toBe('');
    await ui.user.selectOptions(select, 'Consulting agreement');
    expect(chosen).toEqual([template().id]);
  });
});

describe('templates list', () => {
  it('says the roles, the number of fields and pages, and the date', () => {
    expect(templateFacts(template())).toEqual({
      roles: 'Client, Consultant',
      fields: '2 fields',
      pages: '3 pages',
      created: formatDate('2026-03-03T10:00:00.000Z'),
    });
    expect(
      templateFacts(template({ pageCount: 1, fields: [template().fields[0]!] })),
    ).toMatchObject({ fields: '1 field', pages: '1 page' });
  });

  it('"Use" leads to the upload form with the template chosen', () => {
    expect(templateUploadPath('t 1')).toBe('/documents/upload?template=t+1');
    expect(new URLSearchParams(templateUploadPath('a&b').split('?')[1]).get('template')).toBe(
      'a&b',
    );
  });
});

describe('template fetchers', () => {
  it('POSTs a new template and reads the answer as a template', async () => {
    const body = { documentId: 'doc-1', name: 'Lease', roles: ['Tenant'], pageCount: 2 };
    const calls = record(documentRoutes.createTemplate, template());
    await expect(createTemplate(body)).resolves.toEqual(template());
    expect(calls.map((c) => [c.url.pathname, c.body])).toEqual([['/api/templates', body]]);
  });

  it('DELETEs one template by its escaped id', async () => {
    const calls = record(documentRoutes.deleteTemplate, undefined);
    await deleteTemplate('t/1');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/templates/t%2F1']);
  });

  it('POSTs the signers and page count to the draft and reads the answer as a document', async () => {
    const body = {
      templateId: template().id,
      signers: [{ name: 'Ada', email: 'ada@example.com' }],
      pageCount: 3,
    };
    const document = ZDocument.parse({
      id: 'doc/1',
      title: 'Lease',
      fileType: 'pdf',
      status: 'draft',
      libraryId: null,
      createdAt: '2026-01-01T09:00:00.000Z',
      description: '',
      libraryName: null,
      originalFileName: 'lease.pdf',
      workflowType: 'chain',
      sentAt: null,
      completedAt: null,
      sealed: false,
      certificate: false,
      reminders: DEFAULT_REMINDERS,
      signers: [signer(1, 'Ada', 'ada@example.com')],
      fields: [],
      timeline: [],
    });
    const calls = record(documentRoutes.applyTemplate, document);
    await expect(applyTemplate('doc/1', body)).resolves.toEqual(document);
    expect(calls.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/documents/doc%2F1/apply-template', body],
    ]);
  });

  it('gathers every page of the templates list, following the cursor', async () => {
    const second = template({ id: '0e1d2c3b-4a59-4687-b5a4-c3d2e1f0a9b8', name: 'NDA' });
    const calls = record(documentRoutes.listTemplates, (call) =>
      call.url.searchParams.get('cursor') === 'page-2'
        ? { templates: [second], nextCursor: null }
        : { templates: [template()], nextCursor: 'page-2' },
    );
    await expect(getTemplates()).resolves.toEqual([template(), second]);
    expect(calls.map((c) => c.url.search)).toEqual(['', '?cursor=page-2']);
  });
});
