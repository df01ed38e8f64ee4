import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Lets a page move focus to the heading (e.g. after the last item was deleted). */
  headingId?: string;
  children?: ReactNode;
}

/** A page's "nothing here yet" card: icon, heading, one sentence and an optional action. */
export function EmptyState({ icon: Icon, title, text, headingId, children }: EmptyStateProps) {
  return (
    <section className="surface flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 id={headingId} tabIndex={headingId ? -1 : undefined} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}

/** A list's filters match nothing: say so and offer to clear them. */
export function NoFilterMatches(props: { text: string; clearLabel: string; onClear: () => void }) {
  return (
    <div className="surface flex flex-col items-center gap-3 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{props.text}</p>
      <Button variant="outline" onClick={props.onClear}>
        {props.clearLabel}
      </Button>
    </div>
  );
}
