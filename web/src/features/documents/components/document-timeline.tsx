import type { TAuditEntry } from '@contracts/documents/document';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '../lib/format';
import { auditEntryIp, describeAuditEntry, type NamedSigner } from '../lib/timeline';

/**
 * The document's history from its tamper-evident audit log, oldest first: each row says who did
 * what, when, and from which IP address where the row recorded one (a signer's steps). Signers
 * are named as the sender named them.
 */
export function DocumentTimeline({
  entries,
  signers,
}: {
  entries: TAuditEntry[];
  signers: readonly NamedSigner[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
        <p className="text-sm text-muted-foreground">
          Every step is recorded in a hash-chained audit log, so no entry can be changed unnoticed.
        </p>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="relative grid gap-4 border-l pl-6" aria-label="Timeline">
            {entries.map((entry) => {
              const ip = auditEntryIp(entry);
              return (
                <li key={entry.seq} className="relative">
                  <span
                    className="absolute top-1.5 -left-[1.8rem] size-2.5 rounded-full bg-primary"
                    aria-hidden
                  />
                  <p className="text-sm font-medium break-words">
                    {describeAuditEntry(entry, signers)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time
                      dateTime={entry.at}
                      title={`${entry.at.replace('T', ' ').slice(0, 19)} UTC`}
                    >
                      {formatDateTime(entry.at)}
                    </time>
                    {ip && (
                      <>
                        <span aria-hidden> · </span>
                        <span>{ip}</span>
                      </>
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
