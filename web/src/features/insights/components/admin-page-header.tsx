import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';

/** Back to Home, then the screen's heading and lead. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
      </div>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
