import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { listTexts, START_LINKS } from '../lib/my-applications';

/** The empty list: nothing sent yet, and the forms to start from. */
export function StartLinks() {
  return (
    <div className="grid justify-items-center gap-4 py-8 text-center">
      <p className="text-muted-foreground">{listTexts.empty}</p>
      <nav aria-label="Send an application" className="flex flex-wrap justify-center gap-2">
        {START_LINKS.map(({ to, label }) => (
          <Button key={to} asChild variant="outline">
            <Link to={to}>{label}</Link>
          </Button>
        ))}
      </nav>
    </div>
  );
}
