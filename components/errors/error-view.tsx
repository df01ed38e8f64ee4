import Link from 'next/link';
import type { ReactNode } from 'react';

interface ErrorViewProps {
  code: string;
  title: string;
  text: string;
  homeHref: string;
  homeLabel: string;
  icon: ReactNode;
}

/** Full-page message for not-found, not-authorized and similar blank-layout pages. */
export function ErrorView({ code, title, text, homeHref, homeLabel, icon }: ErrorViewProps) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-16">
      <div className="max-w-lg text-center">
        <div className="mx-auto grid size-20 place-items-center rounded-2xl bg-primary-soft text-primary">
          {icon}
        </div>
        <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{code}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{text}</p>
        <Link
          href={homeHref}
          className="mt-8 inline-flex rounded-md bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground hover:opacity-90"
        >
          {homeLabel}
        </Link>
      </div>
    </main>
  );
}
