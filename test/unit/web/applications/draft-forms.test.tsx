import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TPartnerApplicationForm } from '@contracts/applications/partner-application';
import { CisoApplicationForm } from '@/features/applications/components/ciso/ciso-application-form';
import { PartnerApplicationForm } from '@/features/applications/components/partner-application-form';
import { RoleRequestForm } from '@/features/applications/components/role-request-form';
import { DRAFT_VERSION, draftKey } from '@/features/applications/lib/form-draft';
import { signInToSubmitNotice } from '@/features/applications/lib/notices';
import { returnPath } from '@/features/auth/return-to';
import { renderScreen } from '../../../support/web/render';
import { sessionLoading, signIn } from '../../../support/web/session';

/*
 * The application forms of a signed-out visitor: the note that sending needs an account, and the
 * draft kept in the tab through the sign-in, which the form starts from when it comes back. In
 * the DOM, with the tab's own session storage.
 */
const FORMS: [name: string, form: ComponentType, path: string][] = [
  ['partner', PartnerApplicationForm, '/apply-partner'],
  ['role', RoleRequestForm, '/post-role'],
  ['professional', CisoApplicationForm, '/apply-ciso'],
];

const typed: TPartnerApplicationForm = {
  companyName: 'Northwind Security',
  companySize: '11-50 employees',
  partnerType: 'Consulting Firm',
  companyDescription: 'We run security programmes for regulated firms across Europe.',
  websiteUrl: '',
  targetClients: 'Mid-sized banks',
  industriesServed: ['Financial Services', 'Healthcare'],
  countriesServed: ['United Kingdom'],
  contactName: 'Sam Patel',
  contactEmail: 'sam@example.com',
  contactPhone: '',
};
const storeDraft = (values: object, savedAt = Date.now()) =>
  sessionStorage.setItem(
    draftKey('partner'),
    JSON.stringify({ v: DRAFT_VERSION, savedAt, values }),
  );

const showPartner = () => renderScreen(<PartnerApplicationForm />, { at: '/apply-partner' });
const chosen = () =>
  screen.queryAllByRole('button', { pressed: true }).map((chip) => chip.textContent);
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the signed-out notice on the application forms', () => {
  it('says that submitting needs an account, offers the sign-in that comes back, and says the form is kept', async () => {
    for (const [, Form, path] of FORMS) {
      const ui = renderScreen(<Form />, { at: path });
      const note = screen.getByRole('note', { name: signInToSubmitNotice.title });
      expect(note.textContent, path).toContain(signInToSubmitNotice.description);
      // No photo is chosen, so nothing is said about choosing it again.
      expect(note.textContent).not.toContain(signInToSubmitNotice.photoNotKept);
      // It sits just above the submit row.
      const submit = screen.getByRole('button', { name: /Submit Application|Post Role/ });
      expect(note.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await ui.user.click(within(note).getByRole('link', { name: 'Sign in' }));
      expect(ui.location()).toBe('/auth');
      expect(returnPath()).toBe(path);
      ui.unmount();
    }
    expect(signInToSubmitNotice.description).toMatch(/What you type here is kept/);
  });

  it('does not show while the session loads or once signed in', () => {
    for (const start of [sessionLoading, () => void signIn()]) {
      start();
      for (const [, Form, path] of FORMS) {
        const { unmount } = renderScreen(<Form />, { at: path });
        expect(screen.queryByRole('note'), path).toBeNull();
        unmount();
      }
    }
  });
});

describe('a partner form coming back from the sign-in', () => {
  it('starts from the draft kept in the tab', () => {
    storeDraft(typed);
    showPartner();
    expect(chosen()).toEqual(['Financial Services', 'Healthcare', 'United Kingdom']);
    expect(valueOf('Company name')).toBe(typed.companyName);
    expect(valueOf('Company size')).toBe(typed.companySize);
    expect(valueOf('Partner type')).toBe(typed.partnerType);
    expect(valueOf('Company description')).toBe(typed.companyDescription);
    expect(valueOf('Target clients')).toBe(typed.targetClients);
    expect(valueOf('Contact name')).toBe(typed.contactName);
    expect(valueOf('Contact email')).toBe(typed.contactEmail);
    // The live counts read the form's values: the description and target clients as typed.
    expect(screen.getByText(`${typed.companyDescription.length} / 2,000 characters`)).toBeDefined();
    expect(screen.getByText(`${typed.targetClients.length} / 2,000 characters`)).toBeDefined();
  });

  it('keeps what is typed in the tab as it is typed', async () => {
    const ui = showPartner();
    await ui.user.type(screen.getByLabelText('Company name'), 'Keystone');
    await expect
      .poll(() => JSON.parse(sessionStorage.getItem(draftKey('partner')) ?? '{}') as object)
      .toMatchObject({ v: DRAFT_VERSION, values: { companyName: 'Keystone' } });
  });

  it('starts empty when the stored draft is unreadable, old or does not fit', () => {
    const drafts = [
      () => sessionStorage.setItem(draftKey('partner'), '{"v":1,"savedAt":'),
      () => sessionStorage.setItem(draftKey('partner'), JSON.stringify({ v: 99, values: typed })),
      () => storeDraft(typed, Date.now() - 2 * 24 * 60 * 60 * 1000),
      () => storeDraft({ industriesServed: ['Not an industry'] }),
    ];
    for (const keep of drafts) {
      keep();
      const { unmount } = showPartner();
      expect(chosen()).toEqual([]);
      expect(valueOf('Company name')).toBe('');
      expect(screen.getAllByText('0 / 2,000 characters').length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('still renders where session storage is refused', () => {
    const refused = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      showPartner();
      expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDefined();
    } finally {
      refused.mockRestore();
    }
  });
});
