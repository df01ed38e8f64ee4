'use client';

import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/** A wizard's last word: what happened, said once (focus moves to it), with the way on. */
export function WizardDone({
  title,
  children,
  actions,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  /** `h3` when the wizard sits under a section heading of its own. */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="surface flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        <CircleCheck aria-hidden className="size-7" />
      </span>
      <Heading ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </Heading>
      <div className="max-w-xl space-y-2 text-muted-foreground">{children}</div>
      {actions ? <div className="flex flex-wrap justify-center gap-3 pt-2">{actions}</div> : null}
    </section>
  );
}
