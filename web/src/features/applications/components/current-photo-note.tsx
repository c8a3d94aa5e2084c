import { editTexts } from '../lib/edit-mode';

/**
 * Beside the photo picker while an application is changed: the photo already sent stays unless
 * another is chosen, shown small through its link when there is one.
 */
export function CurrentPhotoNote({ photoUrl }: { photoUrl?: string | null }) {
  return (
    <div className="flex items-center gap-3 text-sm text-muted-foreground">
      {photoUrl && (
        <img
          src={photoUrl}
          alt="Your current photo"
          className="size-10 shrink-0 rounded-full border object-cover"
        />
      )}
      <p>{editTexts.photoKept}</p>
    </div>
  );
}
