import type { ReactNode } from 'react';

/** The empty state of a member page whose feature arrives in a later issue. */
export function ComingNext({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <section className="surface flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">{icon}</span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
    </section>
  );
}
