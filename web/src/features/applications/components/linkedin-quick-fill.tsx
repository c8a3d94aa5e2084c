import { Button } from '@/components/ui/button';

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <circle cx="7" cy="7" r="1.75" fill="#fff" />
      <rect x="5.5" y="10" width="3" height="8.5" fill="#fff" />
      <path
        fill="#fff"
        d="M11 10h2.9v1.2c.5-.8 1.5-1.45 3-1.45 2.5 0 3.1 1.6 3.1 3.8v4.95h-3v-4.4c0-1.1-.2-2-1.3-2s-1.7.8-1.7 2v4.4h-3z"
      />
    </svg>
  );
}

/** The "Quick Fill with LinkedIn" offer at the top of the professional form (spec §2). */
export function LinkedInQuickFill({ onStart, working }: { onStart: () => void; working: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        Save time: bring in your name, email and photo from your LinkedIn profile.
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto"
        onClick={onStart}
        disabled={working}
        aria-busy={working}
      >
        <LinkedInIcon />
        Quick Fill with LinkedIn
      </Button>
    </div>
  );
}
