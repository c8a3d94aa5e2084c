export interface MailAttachment {
  filename: string;
  /** e.g. `application/pdf`, `text/calendar; method=REQUEST`. */
  contentType: string;
  /** Bytes, or text that is sent as UTF-8 (a `text/*` type is given `charset=utf-8`). */
  content: Uint8Array | string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
