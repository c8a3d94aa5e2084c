import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  templateMessages,
  ZApplyTemplate,
  ZTemplate,
  type TTemplate,
} from '@contracts/documents/templates';
import { signerMessages } from '@contracts/documents/workflow';
import {
  APPLY_REPLACES_WARNING,
  applyTemplateBlocker,
  applyTemplateBody,
  CHOOSE_TEMPLATE,
  prefilledRoleSigners,
  replacesSetup,
  templateOptionLabel,
} from '../../../../web/src/features/documents/lib/templates';

/*
 * As in templates.test.tsx: no DOM and no `@/` alias in the unit tier, so the dialog is loaded by
 * a computed path with its `@/` imports provided here (the real UI primitives, fake data hooks).
 */
const { web, ui } = vi.hoisted(() => {
  const web = (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname;
  const ui = (name: string) => () => import(/* @vite-ignore */ web(`components/ui/${name}.tsx`));
  return { web, ui };
});
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/components/ui/button', ui('button'));
vi.mock('@/components/ui/dialog', ui('dialog'));
vi.mock('@/components/ui/dialog-form-footer', ui('dialog-form-footer'));
vi.mock('@/components/ui/form-dialog', ui('form-dialog'));
vi.mock('@/components/ui/input', ui('input'));
vi.mock('@/components/ui/label', ui('label'));
vi.mock('@/components/ui/native-select', ui('native-select'));
vi.mock('@/components/ui/spinner', ui('spinner'));
vi.mock('@/lib/api-client', () => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/all-pages', () => ({ fetchAllPages: vi.fn() }));
vi.mock('@/lib/error-message', () => ({ errorMessage: () => 'x' }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/use-action', () => ({ useAction: () => ({ act: vi.fn(), busy: false }) }));
vi.mock('@/features/auth/session', () => ({ useSession: () => ({ user: undefined }) }));

type Component = (props: Record<string, unknown>) => ReturnType<typeof createElement>;
let ApplyTemplateDialog: Component;
beforeAll(async () => {
  ({ ApplyTemplateDialog } = await import(
    /* @vite-ignore */ web('features/documents/components/apply-template-dialog.tsx')
  ));
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
    ],
    createdAt: '2026-03-03T10:00:00.000Z',
    ...over,
  });

const people = [
  { name: ' Ada ', email: 'ADA@example.com ' },
  { name: 'Bob', email: 'bob@example.com' },
];

describe('use a template in the field editor', () => {
  it('names each template with its pages in the select', () => {
    expect(templateOptionLabel(template())).toBe('Consulting agreement (3 pages)');
    expect(templateOptionLabel(template({ name: 'NDA', pageCount: 1 }))).toBe('NDA (1 page)');
  });

  it('waits for a save and for the counted pages', () => {
    expect(applyTemplateBlocker({ dirty: false, pageCount: 3 })).toBeUndefined();
    expect(applyTemplateBlocker({ dirty: true, pageCount: 3 })).toBe(
      'Save the fields first: a template replaces the signers and fields.',
    );
    expect(applyTemplateBlocker({ dirty: false, pageCount: 0 })).toBe(
      'Wait for the document to load: a template needs its pages.',
    );
  });

  it('warns only when the draft already has signers or fields', () => {
    expect(replacesSetup({ signers: [], fields: [] })).toBe(false);
    expect(replacesSetup({ signers: [{}] as never, fields: [] })).toBe(true);
    expect(replacesSetup({ signers: [], fields: [{}] as never })).toBe(true);
    expect(APPLY_REPLACES_WARNING).toBe("This replaces the document's signers and fields.");
  });

  it("proposes the draft's signers for the roles, in signing order", () => {
    const signers = [
      { name: 'Ada', email: 'ada@example.com', order: 1 },
      { name: 'Bob', email: 'bob@example.com', order: 2 },
      { name: 'Cy', email: 'cy@example.com', order: 3 },
    ];
    expect(prefilledRoleSigners(['Client', 'Consultant'], signers)).toEqual([
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ]);
    expect(prefilledRoleSigners(['Client', 'Consultant'], signers.slice(0, 1))).toEqual([
      { name: 'Ada', email: 'ada@example.com' },
      { name: '', email: '' },
    ]);
  });

  it('sends the template, one signer per role and the counted pages, as the contract takes them', () => {
    const result = applyTemplateBody(template(), people, 3);
    expect(result).toEqual({
      ok: true,
      body: {
        templateId: '7f0c2b1e-8a4d-4c3e-9b6a-1d2e3f4a5b6c',
        signers: [
          { name: 'Ada', email: 'ada@example.com' },
          { name: 'Bob', email: 'bob@example.com' },
        ],
        pageCount: 3,
      },
    });
    expect(result.ok && ZApplyTemplate.safeParse(result.body).success).toBe(true);
  });

  it('needs a template chosen', () => {
    expect(applyTemplateBody(undefined, people, 3)).toEqual({
      ok: false,
      field: 'template',
      message: CHOOSE_TEMPLATE,
      errors: [],
    });
  });

  it("refuses a template for another page count than the file's, before the signers", () => {
    expect(applyTemplateBody(template(), [], 2)).toEqual({
      ok: false,
      field: 'template',
      message: templateMessages.pageMismatch(3),
      errors: [],
    });
  });

  it("marks the roles' missing or repeated people", () => {
    expect(applyTemplateBody(template(), [people[0]!], 3)).toEqual({
      ok: false,
      field: 'signers',
      message: signerMessages.fillAll,
      errors: [{}, { name: signerMessages.fillAll, email: signerMessages.fillAll }],
    });
    expect(
      applyTemplateBody(template(), [people[0]!, { name: 'Bob', email: 'ada@example.com' }], 3),
    ).toEqual({
      ok: false,
      field: 'signers',
      message: signerMessages.distinctEmails,
      errors: [{}, { email: signerMessages.distinctEmails }],
    });
  });

  it('refuses what the contract would, such as a template id that is not one', () => {
    const result = applyTemplateBody(template({ id: 'not-a-uuid' }), people, 3);
    expect(result).toMatchObject({
      ok: false,
      field: 'template',
      message: templateMessages.notFound,
    });
  });
});

describe('"Use a template" button', () => {
  const document = { id: 'd1', signers: [], fields: [] };
  const render = (props: Record<string, unknown>) =>
    renderToStaticMarkup(
      createElement(ApplyTemplateDialog, { document, pageCount: 3, onApplied: vi.fn(), ...props }),
    );

  it('opens the dialog when nothing stops it', () => {
    const html = render({});
    expect(html).toContain('Use a template');
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
  });

  it('is disabled with the reason beside it', () => {
    const blocker = applyTemplateBlocker({ dirty: true, pageCount: 3 });
    const html = render({ blocker });
    const describedBy = /<button[^>]* disabled=""[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(
      `<p id="${describedBy}" class="text-xs text-muted-foreground">${blocker}</p>`,
    );
  });

  it('is disabled while the editor saves or sends', () => {
    expect(render({ disabled: true })).toMatch(/<button[^>]* disabled=""/);
  });
});
