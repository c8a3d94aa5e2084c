/** What every mail says of the product, in its HTML frame and its text part alike. */
export const PRODUCT_NAME = 'vCISO Hub';

/** The last line of every mail. These mails are transactional: no unsubscribe link. */
export const LEGAL_LINE = `You receive this message because of an account, booking or document on ${PRODUCT_NAME}. It is a service message about it, not a newsletter.`;
