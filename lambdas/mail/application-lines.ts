import type { MailAction } from './render';

/** The applicant's page of their application, where they follow it. */
export const applicationAction = (intro: string, applicationUrl: string): MailAction => ({
  intro,
  label: 'Open your application',
  url: applicationUrl,
});
