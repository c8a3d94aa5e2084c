import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APPLICATION_KIND_NOUNS, submissionMessages } from '@contracts/applications/application';
import { partnerMessages } from '@contracts/applications/partner-application';
import { createUser, openPage, useBrowser, waitForPath, waitForToast } from '../support/browser';
import { waitForMail } from '../support/outbox';

// The one stack of the e2e run (test/support/e2e-setup.ts); this file starts no other.
const stack = () => inject('stack');
const browser = useBrowser();

/** Everything the visitor types, optional fields included, so each one is checked on return. */
const typed = {
  'Company name': 'Northwind Security Partners',
  'Company description':
    'A consultancy running security programmes for regulated firms, from risk to audit.',
  'Website (optional)': 'https://northwind.example.com',
  'Target clients': 'Mid-sized banks, insurers and payment firms preparing for audits.',
  'Contact name': 'Sam Patel',
  // Not the account's address: coming back signed in must keep what was typed.
  'Contact email': 'sam.partners@example.com',
  'Contact phone (optional)': '+44 20 7946 0958',
};
const selects = { 'Company size': '11-50 employees', 'Partner type': 'Consulting Firm' };
const chips = { Industries: ['Financial Services', 'Healthcare'], Countries: ['United Kingdom'] };

const chosenChips = (page: Page, group: string) =>
  page
    .getByRole('group', { name: group })
    .locator('button[aria-pressed="true"]')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));

describe('the partner form of a signed-out visitor', () => {
  it('keeps everything typed through the sign-in, then sends it', async () => {
    const user = await createUser(stack(), 'partner-draft');
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);

    await page.goto('/apply-partner');
    await page.getByRole('heading', { name: 'Join Our Partner Network' }).waitFor();
    await page.getByRole('note').getByText('Submitting needs an account').waitFor();

    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
    for (const [label, option] of Object.entries(selects))
      await page.getByLabel(label).selectOption(option);
    for (const [group, names] of Object.entries(chips))
      for (const name of names)
        await page.getByRole('group', { name: group }).getByRole('button', { name }).click();

    // Signed out, a valid form asks for the sign-in (spec §6) and nothing is sent.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await waitForToast(page, submissionMessages.authRequired);
    await page.waitForURL((u) => u.pathname === '/auth');

    // The sign-in form's own fields: until /auth has rendered, "Email" would also find the
    // partner form's "Contact email".
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.getByLabel('Email').fill(user.email);
    await signInForm.getByLabel('Password', { exact: true }).fill(user.password);
    await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Back on the form, signed in, every field as typed.
    await waitForPath(page, '/apply-partner');
    await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    for (const [label, value] of Object.entries({ ...typed, ...selects }))
      expect(await page.getByLabel(label).inputValue(), label).toBe(value);
    for (const [group, names] of Object.entries(chips))
      expect(await chosenChips(page, group), group).toEqual(names);

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/applications/partner'),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      companyName: typed['Company name'],
      companySize: selects['Company size'],
      partnerType: selects['Partner type'],
      companyDescription: typed['Company description'],
      targetClients: typed['Target clients'],
      industriesServed: chips.Industries,
      countriesServed: chips.Countries,
      contactName: typed['Contact name'],
      contactEmail: typed['Contact email'],
      contactPhone: typed['Contact phone (optional)'],
      websiteUrl: typed['Website (optional)'],
    });
    await waitForToast(page, partnerMessages.submitted);
    await page.waitForURL((u) => u.pathname === '/');
    // Stored as sent: the receipt, mailed to the account, repeats the company and the contact.
    const receipt = await waitForMail(
      stack().outboxDir,
      user.email,
      new RegExp(`We received your ${APPLICATION_KIND_NOUNS.partner}`),
    );
    expect(receipt.text).toContain(
      `Company: ${typed['Company name']} (${selects['Company size']})`,
    );
    expect(receipt.text).toContain(`<${typed['Contact email']}>`);

    // Sent, the draft is gone: the form opens empty again.
    expect(await page.evaluate(() => sessionStorage.getItem('vciso.draft.partner'))).toBeNull();
    await page.goto('/apply-partner');
    await page.getByRole('heading', { name: 'Join Our Partner Network' }).waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe('');
    expect(await chosenChips(page, 'Industries')).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });
});
