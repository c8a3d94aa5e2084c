import type { ReactNode } from 'react';
import { BackToHome } from '@/components/ui/back-to-home';

/** Back to Home, then the screen's heading and lead. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-6">
      <div>
        <BackToHome variant="ghost" size="sm" className="-ml-3" />
      </div>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
