import type { ReactNode } from 'react';

/** A titled card of a sales page. */
export function Card({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="surface min-w-0 space-y-4 p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}
