import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import {
  templateMessages,
  ZCreateTemplate,
  ZTemplate,
  ZTemplateList,
  type TApplyTemplateParsed,
  type TCreateTemplate,
  type TTemplate,
  type TTemplateList,
} from '@contracts/documents/templates';
import { signerMessages, type TSigner } from '@contracts/documents/workflow';
import { formatDate } from '../../../../web/src/features/documents/lib/format';
import {
  defaultRoles,
  pageCountProblem,
  saveTemplateBlocker,
  templateFacts,
  templateSigners,
  templateUploadPath,
  templateValues,
} from '../../../../web/src/features/documents/lib/templates';

/*
 * As in reminder-settings.test.tsx: the unit tier has neither a DOM nor the web app's `@/` alias,
 * so the fetchers and the component are loaded by a computed path, with their `@/` imports
 * provided here (a fake API client and page gatherer, the real UI primitives).
 */
const { web, apiFetch, fetchAllPages } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  fetchAllPages: vi.fn(),
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/input', () => import(/* @vite-ignore */ web('components/ui/input.tsx')));
vi.mock('@/components/ui/label', () => import(/* @vite-ignore */ web('components/ui/label.tsx')));
vi.mock(
  '@/components/ui/native-select',
  () => import(/* @vite-ignore */ web('components/ui/native-select.tsx')),
);
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/all-pages', () => ({ fetchAllPages }));
vi.mock('@/lib/error-message', () => ({ errorMessage: () => 'x' }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/features/auth/session', () => ({ useSession: () => ({ user: undefined }) }));

type Component = (props: Record<string, unknown>) => ReturnType<typeof createElement>;
let createTemplate: (input: TCreateTemplate) => Promise<TTemplate>;
let deleteTemplate: (id: string) => Promise<unknown>;
let applyTemplate: (id: string, body: TApplyTemplateParsed) => Promise<TDocument>;
let getTemplates: () => Promise<TTemplate[]>;
let TemplateSignerFields: Component;
let TemplateChoice: Component;
beforeAll(async () => {
  ({ createTemplate } = await import(
    /* @vite-ignore */ web('features/documents/api/create-template.ts')
  ));
  ({ deleteTemplate } = await import(
    /* @vite-ignore */ web('features/documents/api/delete-template.ts')
  ));
  ({ applyTemplate } = await import(
    /* @vite-ignore */ web('features/documents/api/apply-template.ts')
  ));
  ({ getTemplates } = await import(
    /* @vite-ignore */ web('features/documents/api/get-templates.ts')
  ));
  ({ TemplateSignerFields, TemplateChoice } = await import(
    /* @vite-ignore */ web('features/documents/components/template-signers.tsx')
  ));
});

beforeEach(() => {
  apiFetch.mockReset();
  fetchAllPages.mockReset();
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

  it('renders a labelled Name and Email per role, with their inline messages', () => {
    const html = renderToStaticMarkup(
      createElement(TemplateSignerFields, {
        id: 'up',
        template: template(),
        rows: [{ name: 'Ada', email: 'ada@example.com' }],
        errors: [{}, { email: signerMessages.fillAll }],
        disabled: false,
        onChange: () => undefined,
      }),
    );
    expect(html).toContain(
      '<label class="text-sm leading-none font-medium" for="up-role-0-name">Client name</label>',
    );
    expect(html).toMatch(/<input[^>]*id="up-role-0-name"[^>]*value="Ada"/);
    expect(html).toContain('for="up-role-1-email">Consultant email</label>');
    expect(html).toMatch(
      /<input[^>]*id="up-role-1-email"[^>]*aria-invalid="true"[^>]*aria-describedby="up-role-1-email-error"/,
    );
    expect(html).toContain(
      `id="up-role-1-email-error" class="text-sm text-destructive">${signerMessages.fillAll}`,
    );
  });

  it('offers the templates in a labelled select', () => {
    const html = renderToStaticMarkup(
      createElement(TemplateChoice, {
        id: 't',
        templates: [template()],
        value: template().id,
        missing: false,
        failed: false,
        disabled: false,
        onChange: () => undefined,
      }),
    );
    expect(html).toContain(
      '<label class="text-sm leading-none font-medium" for="t">Start from a template</label>',
    );
    expect(html).toContain('<option value="">No template</option>');
    expect(html).toContain(
      `<option value="${template().id}" selected="">Consulting agreement</option>`,
    );
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
    apiFetch.mockResolvedValueOnce(template());
    await expect(createTemplate(body)).resolves.toEqual(template());
    expect(apiFetch).toHaveBeenCalledWith('/api/templates', {
      method: 'POST',
      body,
      schema: ZTemplate,
    });
  });

  it('DELETEs one template by its escaped id', async () => {
    apiFetch.mockResolvedValueOnce(undefined);
    await deleteTemplate('t/1');
    expect(apiFetch).toHaveBeenCalledWith('/api/templates/t%2F1', { method: 'DELETE' });
  });

  it('POSTs the signers and page count to the draft and reads the answer as a document', async () => {
    const body = {
      templateId: template().id,
      signers: [{ name: 'Ada', email: 'ada@example.com' }],
      pageCount: 3,
    };
    const answer = { id: 'doc/1' };
    apiFetch.mockResolvedValueOnce(answer);
    await expect(applyTemplate('doc/1', body)).resolves.toBe(answer);
    expect(apiFetch).toHaveBeenCalledWith('/api/documents/doc%2F1/apply-template', {
      method: 'POST',
      body,
      schema: ZDocument,
    });
  });

  it('gathers every page of the templates list', async () => {
    fetchAllPages.mockResolvedValueOnce([template()]);
    await expect(getTemplates()).resolves.toEqual([template()]);
    expect(fetchAllPages).toHaveBeenCalledWith(
      '/api/templates',
      ZTemplateList,
      expect.any(Function),
    );
    const itemsOf = fetchAllPages.mock.calls[0]![2] as (page: TTemplateList) => TTemplate[];
    expect(itemsOf({ templates: [template()], nextCursor: null })).toEqual([template()]);
  });
});
