import type { EventBridgeEvent } from 'aws-lambda';
import {
  DOCUMENT_DECLINED,
  DOCUMENT_SIGNED,
  SIGNATURE_REQUESTED,
  ZDocumentDeclined,
  ZDocumentSigned,
  ZSignatureRequested,
} from '@contracts/documents/events';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventHandler } from '../middleware/event-handler';
import { getLogger } from '../middleware/logger';
import { mailDeclineNotice } from '../services/documents/signing/mail-decline-notice';
import { mailSignatureRequest } from '../services/documents/signing/mail-signature-request';
import { mailSignedNotice } from '../services/documents/signing/mail-signed-notice';

/**
 * What the signing mail consumer may reach: the table (documents, mail claims), the mailer,
 * the user pool for the sender's e-mail, and the app's origin for links.
 */
export const signingMailDeps = defineDeps({
  table: tablePort,
  mailer: mailerPort,
  users: usersPort,
  clock: clockPort,
  links: linksPort,
});

/**
 * `SignatureRequested` → the signer's personal link; `DocumentSigned` → the owner's notice of a
 * signature while others are still to sign; `DocumentDeclined` → the owner's notice with the
 * reason. Each mail goes out once however often the event is delivered. A detail that does
 * not match its contract is logged (never the token) and dropped: retrying could not help.
 */
export const handler = eventHandler(
  { deps: signingMailDeps },
  async (event: EventBridgeEvent<string, unknown>, { deps, context }): Promise<void> => {
    const log = getLogger().createChild({
      persistentKeys: {
        eventId: event.id,
        detailType: event['detail-type'],
        ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
      },
    });
    switch (event['detail-type']) {
      case SIGNATURE_REQUESTED: {
        const detail = ZSignatureRequested.safeParse(event.detail);
        if (!detail.success) {
          log.error('Discarded a SignatureRequested event with an unexpected detail', {
            issues: detail.error.issues.map((i) => ({ path: i.path, message: i.message })),
          });
          return;
        }
        const { documentId, order, resend } = detail.data;
        const result = await mailSignatureRequest(deps, { detail: detail.data, log });
        log.info('Signature request handled', { documentId, order, resend, result });
        return;
      }
      case DOCUMENT_SIGNED: {
        const detail = ZDocumentSigned.safeParse(event.detail);
        if (!detail.success) {
          log.error('Discarded a DocumentSigned event with an unexpected detail', {
            issues: detail.error.issues,
          });
          return;
        }
        const result = await mailSignedNotice(deps, { detail: detail.data, log });
        log.info('Signature notice handled', { ...detail.data, result });
        return;
      }
      case DOCUMENT_DECLINED: {
        const detail = ZDocumentDeclined.safeParse(event.detail);
        if (!detail.success) {
          log.error('Discarded a DocumentDeclined event with an unexpected detail', {
            issues: detail.error.issues,
          });
          return;
        }
        const result = await mailDeclineNotice(deps, { detail: detail.data, log });
        log.info('Decline notice handled', { ...detail.data, result });
        return;
      }
      default:
        log.warn('Discarded an event this consumer does not handle');
    }
  },
);
