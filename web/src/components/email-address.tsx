import { Fragment } from 'react';

/**
 * An e-mail address in running text, with what follows it (a full stop): kept whole on a line of
 * its own when it fits, else broken before its "@" or a dot (or after a hyphen); only a part
 * longer than the line breaks where it must.
 */
export function EmailAddress({ address, after = '' }: { address: string; after?: string }) {
  // A box of its own moves whole to the next line when the rest of the line is too short; the
  // text after it is inside, so a full stop never starts a line alone.
  return (
    <span className="inline-block max-w-full wrap-anywhere">
      <span className="font-medium">
        {address.split(/(?=[@.])/).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </span>
      {after}
    </span>
  );
}
