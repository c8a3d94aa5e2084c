import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ContactFields } from '@/features/applications/components/contact-fields';
import { SelectField } from '@/features/applications/components/select-field';
import { SubmitRow } from '@/features/applications/components/submit-row';
import { useUserEmail } from '@/features/applications/lib/use-user-email';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { describedBy, disabled } from '../../../support/web/read';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/*
 * The parts the three application forms share: the contact fields, a select of the contract's
 * choices, the signed-in user's e-mail filled in, and the form's end with its submit button.
 */

const ZContact = z.object({
  contactName: z.string().min(1, 'Contact name is required'),
  contactEmail: z.string(),
  contactPhone: z.string(),
  size: z.string().min(1, 'Choose a size'),
});

function ContactForm({ fillEmail, editing }: { fillEmail: boolean; editing: boolean }) {
  const form = useContractForm(ZContact, {
    defaultValues: { contactName: '', contactEmail: '', contactPhone: '', size: '' },
  });
  useUserEmail(form, 'contactEmail', fillEmail);
  return (
    <form onSubmit={form.submit(() => {})} noValidate>
      <SelectField
        field={form.field('size')}
        label="Company size"
        placeholder="Select size"
        options={['1-10', '11-50']}
      />
      <ContactFields field={form.field} />
      <SubmitRow label="Post Role" busyLabel="Posting..." busy={false} editing={editing} />
    </form>
  );
}

describe('An application form’s shared parts', () => {
  it('fill in the signed-in user’s e-mail, and ask a visitor to sign in before sending', async () => {
    const ui = renderScreen(<ContactForm fillEmail editing={false} />);
    expect(screen.getByRole('note')).toBeDefined();
    signIn({ email: 'ada@example.com' });
    expect(await screen.findByDisplayValue('ada@example.com')).toBe(
      screen.getByLabelText('Contact email'),
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Contact phone (optional)').type).toBe('tel');

    await ui.user.click(screen.getByRole('button', { name: 'Post Role' }));
    expect(await screen.findByText('Validation Error')).toBeDefined();
    expect(describedBy(screen.getByLabelText('Contact name'))).toBe('Contact name is required');
    const size = screen.getByLabelText<HTMLSelectElement>('Company size');
    expect(describedBy(size)).toBe('Choose a size');
    expect([...size.options].map((o) => o.text)).toEqual(['Select size', '1-10', '11-50']);
  });

  it('change an application already sent: no e-mail filled in, no sign-in note, "Save changes"', () => {
    signIn({ email: 'ada@example.com' });
    renderScreen(<ContactForm fillEmail={false} editing />);
    expect(screen.getByLabelText<HTMLInputElement>('Contact email').value).toBe('');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(disabled(save)).toBe(false);
    expect(screen.queryByRole('button', { name: 'Post Role' })).toBeNull();
  });
});
