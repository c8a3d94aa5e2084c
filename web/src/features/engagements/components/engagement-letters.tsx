import {
  LETTER_KIND_LABELS,
  LETTER_STATUS_LABELS,
  type TEngagement,
} from '@contracts/engagements/engagement';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatDay, letterDocumentPath, shortHash } from '../lib/engagement-display';

/**
 * The engagement's letters: the engagement letter, then each change order, with the day its
 * terms take effect, where it stands, and once signed the SHA-256 of the sealed file (shortened;
 * the whole of it in the tooltip, and for a screen reader), by which either side can check a copy.
 */
export function EngagementLetters({ letters }: { letters: TEngagement['letters'] }) {
  return (
    <Card role="region" aria-labelledby="engagement-letters-heading">
      <CardHeader>
        <h2
          id="engagement-letters-heading"
          className="text-xl leading-none font-semibold tracking-tight"
        >
          Letters
        </h2>
        <CardDescription>
          The signed letters are the engagement&apos;s terms, each from the day it takes effect.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {letters.length === 0 ? (
          <p className="text-sm text-muted-foreground">No letters yet</p>
        ) : (
          <ul aria-label="Letters" className="grid gap-3">
            {letters.map((letter) => (
              <li key={letter.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {letter.status === 'preparing' ? (
                    // Its document is being made: there is nothing to open yet.
                    LETTER_KIND_LABELS[letter.kind]
                  ) : (
                    <Link
                      to={letterDocumentPath(letter.documentId)}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {LETTER_KIND_LABELS[letter.kind]}
                    </Link>
                  )}{' '}
                  · {LETTER_STATUS_LABELS[letter.status]}
                </p>
                <p className="text-muted-foreground">
                  In effect from {formatDay(letter.effectiveFrom)}
                </p>
                {letter.sha256 && (
                  <p className="text-muted-foreground">
                    SHA-256{' '}
                    <code
                      title={letter.sha256}
                      className="rounded bg-muted px-1 font-mono text-xs break-all"
                    >
                      <span aria-hidden>{shortHash(letter.sha256)}</span>
                      <span className="sr-only">{letter.sha256}</span>
                    </code>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
