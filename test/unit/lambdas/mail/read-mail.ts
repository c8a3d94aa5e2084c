import { toPlainText } from '@react-email/render';

/** The button of a rendered mail: the one link React Email drew as a button. */
export const buttonUrl = (html: string) =>
  /<a href="([^"]+)"[^>]*style="line-height:100%;[^"]*display:inline-block/.exec(html)?.[1];

/** The text React Email makes of the HTML, to hold the text part to the same words. */
export const textOfHtml = (html: string) =>
  toPlainText(html)
    .replace(/\u00a0/g, ' ')
    .trim();
