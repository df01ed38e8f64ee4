import type { ReactNode } from 'react';

/** The title card of an academy page, with an optional action on the end side. */
export function AcademyHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="surface relative flex flex-wrap items-end justify-between gap-4 overflow-hidden p-6">
      <div aria-hidden className="absolute -end-10 -top-10 size-40 rounded-full bg-primary-soft" />
      <div className="relative max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">{intro}</p>
      </div>
      {children && <div className="relative">{children}</div>}
    </header>
  );
}
