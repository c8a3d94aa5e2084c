import type { MailAction } from './render';

/** What an account notice offers: Account Security, after what to do if it was not the owner. */
export const accountSecurityAction = (ifNot: string, securityUrl: string): MailAction => ({
  intro: `${ifNot}:`,
  label: 'Open Account Security',
  url: securityUrl,
});
