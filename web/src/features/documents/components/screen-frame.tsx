import type { ReactNode } from 'react';

/** The width and spacing every documents screen shares. */
export function ScreenFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={`mx-auto grid w-full gap-8 px-4 py-8 sm:px-6 sm:py-10 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}
    >
      {children}
    </div>
  );
}

/** A screen's title, its line of explanation and its actions. */
export function ScreenHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        {description && <div className="text-muted-foreground">{description}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
