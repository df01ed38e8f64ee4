import type { ReactNode } from 'react';

/** A sales page's title, one line about it and optional actions. */
export function PageHeader({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
      </div>
      {children}
    </div>
  );
}
