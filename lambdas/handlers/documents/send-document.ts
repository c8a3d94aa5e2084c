import { ZDocument } from '@contracts/documents/document';
import { ZSendDocument, type TSendDocumentParsed } from '@contracts/documents/signing';
import { AppError } from '../../errors';
import { httpRoute } from '../../middleware/http-route';
import { validateInput } from '../../middleware/validate-input';
import { sendDocument as send } from '../../services/documents/signing/send-document';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

/** The body is optional (a send without one has no message and the longest links). */
function optionsOf(raw: string | undefined, base64: boolean): TSendDocumentParsed {
  let value: unknown = {};
  if (raw) {
    try {
      value = JSON.parse(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw);
    } catch (cause) {
      throw new AppError('invalid_json', 'The request body is not valid JSON', { cause });
    }
  }
  return validateInput({ body: { schema: ZSendDocument, value } }).body as TSendDocumentParsed;
}

/** Spec §7 send-signature-request: the mails follow from `SignatureRequested`. */
export const sendDocument = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZDocument },
  async ({ params, identity, deps, log, event }) =>
    send(deps, {
      id: documentIdOf(params),
      sub: identity.sub,
      log,
      ...optionsOf(event.body, event.isBase64Encoded),
    }),
);
