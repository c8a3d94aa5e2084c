import { useEffect, useRef, useState } from 'react';
import ImageUp from 'lucide-react/icons/image-up';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { PHOTO_ACCEPT } from '@contracts/applications/photo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { fileSize } from '../lib/format';
import { photoNotice } from '../lib/notices';

/** A temporary address of the chosen file for its preview, released when it changes. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * An applicant's photo (spec §5 Photo): a JPG, PNG or WEBP image up to 5 MB, previewed, with a
 * remove button. A file that breaks the rules is refused with a toast and not kept.
 */
export function PhotoPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value);
  const hintId = `${id}-hint`;

  const pick = (file: File | undefined) => {
    // Cleared each time, so choosing the same file again is noticed.
    if (input.current) input.current.value = '';
    if (!file) return;
    const notice = photoNotice(file);
    if (notice) {
      toast.error(notice.title, { description: notice.description });
      return;
    }
    onChange(file);
  };

  const remove = () => {
    onChange(null);
    input.current?.focus();
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
        {preview ? (
          <img src={preview} alt="Your photo" className="size-full object-cover" />
        ) : (
          <UserRound className="size-10 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="grid min-w-0 justify-items-center gap-2 sm:justify-items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={disabled}
            aria-describedby={hintId}
            className="peer sr-only"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
              'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            )}
          >
            <ImageUp className="size-4" aria-hidden />
            {value ? 'Change photo' : 'Upload photo'}
          </label>
          {value && (
            <Button type="button" variant="ghost" onClick={remove} disabled={disabled}>
              <X aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <p id={hintId} className="text-center text-xs text-muted-foreground sm:text-left">
          JPG, PNG or WEBP, up to 5 MB.
          {value && (
            <span className="block max-w-full truncate">
              {value.name} · {fileSize(value.size)}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
