import type { TSigner } from '@contracts/documents/workflow';
import { cn } from '@/lib/cn';
import { signerColour } from '../../lib/editor/signer-colours';

/** The signers in order; the chosen one receives the fields added next. */
export function SignerPicker({
  signers,
  selected,
  onSelect,
  disabled,
}: {
  signers: readonly TSigner[];
  selected: string | undefined;
  onSelect: (email: string) => void;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label="Signer for new fields" className="grid gap-2">
      {signers.map((signer) => {
        const checked = signer.email === selected;
        return (
          <button
            key={signer.email}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={disabled}
            onClick={() => onSelect(signer.email)}
            className={cn(
              'flex w-full cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-left text-sm transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60',
              checked && 'border-primary bg-accent ring-1 ring-primary',
            )}
          >
            <span
              className={cn(
                'size-3 shrink-0 rounded-full',
                signerColour(signer.email, signers).swatch,
              )}
              aria-hidden
            />
            <span className="grid min-w-0">
              <span className="truncate font-medium">
                {signer.order}. {signer.name}
              </span>
              <span className="truncate text-xs text-muted-foreground">{signer.email}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
