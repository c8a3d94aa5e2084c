import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TField } from '@contracts/documents/fields';
import type { TSigner } from '@contracts/documents/workflow';
import { FieldList } from '@/features/documents/components/editor/field-list';
import { PlacedField } from '@/features/documents/components/editor/placed-field';
import { signerColour } from '@/features/documents/lib/editor/signer-colours';
import { checked, describedBy, disabled } from '../../../../support/web/read';

/*
 * A field placed on a page of the editor, and the list of fields beside it: what they say to a
 * keyboard and screen reader user, and what pressing and choosing in them asks of the editor.
 */
const errors = vi.spyOn(console, 'error');
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockClear();
});

const alice: TSigner = {
  name: 'Alice',
  email: 'alice@example.com',
  order: 1,
  status: 'pending',
  sentAt: null,
  viewedAt: null,
  consentedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  remindersSent: 0,
  nextReminderAt: null,
};
const field: TField = {
  id: 'f1',
  type: 'signature',
  signerEmail: alice.email,
  page: 2,
  x: 0.1,
  y: 0.1,
  width: 0.2,
  height: 0.05,
  required: true,
};
const colour = signerColour(alice.email, [alice]);

function showPlaced(readOnly: boolean) {
  const onBox = vi.fn();
  const onRemove = vi.fn();
  render(
    <PlacedField
      field={field}
      page={{ width: 816, height: 1056 }}
      signerName={alice.name}
      colour={colour}
      readOnly={readOnly}
      onBox={onBox}
      onRemove={onRemove}
    />,
  );
  const placed = screen.getByRole('group', { name: 'Signature, page 2, for Alice' });
  return { placed, onBox, onRemove, user: userEvent.setup() };
}

describe('PlacedField', () => {
  it('has a resize handle and says how the keyboard moves and resizes it', () => {
    const { placed } = showPlaced(false);
    expect(placed.getAttribute('aria-roledescription')).toBe('movable field');
    expect(describedBy(placed)).toMatch(/Alt \(Option\) \+ arrow keys resize it/);
    expect(within(placed).getByTitle('Drag to resize').className).toContain('cursor-nwse-resize');
  });

  it('moves with an arrow key and is removed with Delete or its button', async () => {
    const { placed, onBox, onRemove, user } = showPlaced(false);
    placed.focus();
    await user.keyboard('{ArrowRight}');
    expect(onBox).toHaveBeenCalledTimes(1);
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledTimes(1);
    await user.click(
      within(placed).getByRole('button', { name: 'Remove Signature, page 2, for Alice' }),
    );
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('offers no handle, key help or removal once read-only', async () => {
    const { placed, onBox, onRemove, user } = showPlaced(true);
    expect(placed.getAttribute('aria-roledescription')).toBe('field');
    expect(placed.hasAttribute('aria-describedby')).toBe(false);
    expect(within(placed).queryByTitle('Drag to resize')).toBeNull();
    expect(within(placed).queryByRole('button')).toBeNull();
    placed.focus();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(onBox).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });
});

describe('FieldList', () => {
  function showList(pageCount: number, readOnly = false, page = field.page) {
    const calls = { onPage: vi.fn(), onRequired: vi.fn(), onRemove: vi.fn() };
    render(
      <FieldList
        signers={[alice]}
        fields={[{ ...field, page }]}
        pageCount={pageCount}
        readOnly={readOnly}
        {...calls}
      />,
    );
    const pageChoice = screen.getByRole('combobox', {
      name: `Signature, page ${page}: move to page`,
    }) as HTMLSelectElement;
    return { ...calls, pageChoice, user: userEvent.setup() };
  }

  it('has a labelled page choice for each field, on its page, that moves it', async () => {
    const { pageChoice, onPage, user } = showList(3);
    expect(
      within(pageChoice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
    expect(pageChoice.value).toBe('2');
    expect(disabled(pageChoice)).toBe(false);
    await user.selectOptions(pageChoice, '3');
    expect(onPage).toHaveBeenCalledWith('f1', 3);
  });

  it('turns required off and removes the field', async () => {
    const { onRequired, onRemove, user } = showList(3);
    const required = screen.getByRole('switch', { name: 'Signature, page 2 required' });
    expect(checked(required)).toBe(true);
    await user.click(required);
    expect(onRequired).toHaveBeenCalledWith('f1', false);
    await user.click(screen.getByRole('button', { name: 'Remove Signature, page 2' }));
    expect(onRemove).toHaveBeenCalledWith('f1');
  });

  it('has nothing to choose on a one-page document', () => {
    expect(disabled(showList(1, false, 1).pageChoice)).toBe(true);
  });

  it("shows the field's own page before the document is laid out", () => {
    const { pageChoice } = showList(0, false, 1);
    expect(pageChoice.value).toBe('1');
    expect(within(pageChoice).getAllByRole('option')).toHaveLength(1);
  });

  it('changes nothing once read-only', () => {
    const { pageChoice } = showList(3, true);
    expect(disabled(pageChoice)).toBe(true);
    expect(disabled(screen.getByRole('switch', { name: 'Signature, page 2 required' }))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
