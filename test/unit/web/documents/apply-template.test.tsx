import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import { DEFAULT_REMINDERS } from '@contracts/documents/reminders';
import { documentRoutes } from '@contracts/documents/routes';
import {
  templateMessages,
  ZApplyTemplate,
  ZTemplate,
  type TTemplate,
} from '@contracts/documents/templates';
import { signerMessages } from '@contracts/documents/workflow';
import { ApplyTemplateDialog } from '@/features/documents/components/apply-template-dialog';
import {
  APPLY_REPLACES_WARNING,
  applyTemplateBlocker,
  applyTemplateBody,
  CHOOSE_TEMPLATE,
  prefilledRoleSigners,
  replacesSetup,
  templateOptionLabel,
} from '@/features/documents/lib/templates';
import { answer, record, refuse } from '../../../support/web/api';
import { describedBy, disabled } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

beforeEach(() => {
  signIn();
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
  const draft = { id: 'd1', signers: [], fields: [] };
  const show = (props: Partial<Parameters<typeof ApplyTemplateDialog>[0]> = {}) => {
    const applied: TDocument[] = [];
    const ui = renderScreen(
      <ApplyTemplateDialog
        document={draft}
        pageCount={3}
        onApplied={(doc) => applied.push(doc)}
        {...props}
      />,
    );
    return { ui, applied, button: screen.getByRole('button', { name: 'Use a template' }) };
  };
  const open = async (props: Parameters<typeof show>[0] = {}) => {
    const shown = show(props);
    await shown.ui.user.click(shown.button);
    const dialog = await screen.findByRole('dialog', { name: 'Use a template' });
    return { ...shown, dialog };
  };
  const applied = (signers: TDocument['signers']) =>
    ZDocument.parse({
      id: 'd1',
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
      signers,
      fields: [],
      timeline: [],
    });

  it('opens the dialog when nothing stops it', async () => {
    answer(documentRoutes.listTemplates, { templates: [template()], nextCursor: null });
    const { button, dialog } = await open();
    expect(disabled(button)).toBe(false);
    const select = within(dialog).getByRole('combobox', { name: 'Template' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a template', 'Consulting agreement (3 pages)']);
    expect(describedBy(select)).toBe(
      'This document has 3 pages: the template must be for as many.',
    );
  });

  it('is disabled with the reason beside it', () => {
    // The templates are read with the editor, before the dialog opens.
    answer(documentRoutes.listTemplates, { templates: [template()], nextCursor: null });
    const blocker = applyTemplateBlocker({ dirty: true, pageCount: 3 });
    const { button } = show({ blocker });
    expect(disabled(button)).toBe(true);
    expect(describedBy(button)).toBe(blocker);
  });

  it('is disabled while the editor saves or sends', () => {
    answer(documentRoutes.listTemplates, { templates: [template()], nextCursor: null });
    expect(disabled(show({ disabled: true }).button)).toBe(true);
  });

  it('says when there is no template yet, and where they are made', async () => {
    answer(documentRoutes.listTemplates, { templates: [], nextCursor: null });
    const { dialog } = await open();
    expect(await within(dialog).findByText('No templates yet')).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Go to Templates' }).getAttribute('href')).toBe(
      '/documents/templates',
    );
  });

  it('says when the templates could not be loaded', async () => {
    refuse(documentRoutes.listTemplates, 500, 'Templates are resting');
    const { dialog } = await open();
    expect(
      await within(dialog).findByText(`${templateMessages.loadFailed}. Close this and try again.`),
    ).toBeDefined();
  });

  it("refuses a template for another page count than the file's, sending nothing", async () => {
    answer(documentRoutes.listTemplates, {
      templates: [template({ pageCount: 2 })],
      nextCursor: null,
    });
    const calls = record(documentRoutes.applyTemplate, applied([]));
    const { ui, dialog } = await open();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
    expect(await within(dialog).findByText(CHOOSE_TEMPLATE)).toBeDefined();
    await ui.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Template' }), [
      template().id,
    ]);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
    expect(await within(dialog).findByText(templateMessages.pageMismatch(2))).toBeDefined();
    expect(await screen.findAllByText('Validation Error')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it("proposes the draft's signers, warns it replaces them, and applies the template", async () => {
    answer(documentRoutes.listTemplates, { templates: [template()], nextCursor: null });
    const answered = applied([]);
    const calls = record(documentRoutes.applyTemplate, answered);
    const ada = { name: 'Ada', email: 'ada@example.com', order: 1 };
    const withSigner = {
      ...draft,
      signers: [{ ...answered.signers[0], ...ada }] as TDocument['signers'],
    };
    const { ui, dialog, applied: got } = await open({ document: withSigner });
    expect(within(dialog).getByText(APPLY_REPLACES_WARNING)).toBeDefined();
    await ui.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Template' }), [
      template().id,
    ]);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Client name').value).toBe('Ada');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
    // The Consultant is missing: marked where it is typed, nothing sent.
    expect((await within(dialog).findAllByText(signerMessages.fillAll)).length).toBe(2);
    expect(calls).toHaveLength(0);
    await ui.user.type(within(dialog).getByLabelText('Consultant name'), 'Bob');
    await ui.user.type(within(dialog).getByLabelText('Consultant email'), 'Bob@Example.com');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
    expect(await screen.findByText(templateMessages.applied)).toBeDefined();
    expect(calls.map((c) => [c.url.pathname, c.body])).toEqual([
      [
        '/api/documents/d1/apply-template',
        {
          templateId: template().id,
          signers: [
            { name: 'Ada', email: 'ada@example.com' },
            { name: 'Bob', email: 'bob@example.com' },
          ],
          pageCount: 3,
        },
      ],
    ]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(got).toEqual([answered]);
  });
});
