import { ELECTRONIC_RECORDS_DISCLOSURE, signingMessages } from '@contracts/documents/signing';
import { badRequest, concurrentWrite, isAppError } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { signerActor, withAudit } from '../audit-log';
import { stepKey } from '../step-item';
import { hasConsented } from './get-signing-session';
import { openSigningLink, usedLink } from './open-signing-link';
import type { SignerClient } from './signer-client';

const ATTEMPTS = 5;

/**
 * `POST /api/sign/consent`: the signer accepts the electronic-records disclosure in the
 * version they were shown. The step keeps the time and version, and the audit log a `consent`
 * row with the version, address and browser, in one transaction. Accepting again changes nothing.
 */
export async function giveConsent(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { token: string; disclosureVersion: string; client: SignerClient },
): Promise<void> {
  if (input.disclosureVersion !== ELECTRONIC_RECORDS_DISCLOSURE.version)
    throw badRequest(signingMessages.consentVersion);
  for (let attempt = 1; ; attempt += 1) {
    const { bundle, step, hash } = await openSigningLink(deps, input.token);
    if (hasConsented(step)) return;
    const at = deps.clock.now().toISOString();
    const tx = deps.table.transaction().update(
      stepKey(step.documentId, step.order),
      {
        set: {
          status: 'viewed',
          viewedAt: step.viewedAt ?? at,
          consentedAt: at,
          consentVersion: input.disclosureVersion,
        },
      },
      usedLink(),
      { status: step.status, tokenHash: hash, consentVersion: step.consentVersion },
    );
    const actor = signerActor(step.email);
    const client = { ip: input.client.ip, userAgent: input.client.userAgent };
    withAudit(
      tx,
      bundle.document,
      [
        // Accepting without having loaded the page first still counts as opening it.
        ...(step.status === 'sent'
          ? [{ action: 'viewed' as const, actor, at, details: { order: step.order, ...client } }]
          : []),
        {
          action: 'consent',
          actor,
          at,
          details: { order: step.order, disclosureVersion: input.disclosureVersion, ...client },
        },
      ],
      { equals: { status: bundle.document.status }, otherwise: concurrentWrite() },
    );
    try {
      await tx.commit();
      return;
    } catch (error) {
      // Another request wrote the step or the document meanwhile: read again and decide anew.
      if (!isAppError(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
