import { renderMail, type RenderedMail } from '../render';

export interface AccountDataExportReadyView {
  /** The last day the archive can be downloaded, e.g. "2030-01-08". */
  until: string;
  /** The account's data page, where the signed-in owner downloads it. */
  dataUrl: string;
}

/** The account holder's notice that the archive of their data they asked for is ready. */
export function accountDataExportReady(view: AccountDataExportReadyView): RenderedMail {
  const opening =
    'The archive of your vCISO Hub data you asked for is ready: your records as data.json, with your files.';
  return renderMail({
    subject: 'Your vCISO Hub data is ready to download',
    preview: opening,
    lines: ['Hello,', '', opening],
    action: {
      intro: `Download it, signed in, until ${view.until}:`,
      label: 'Download your data',
      url: view.dataUrl,
    },
    after: ['If you did not ask for it, change your password and tell us.'],
  });
}
