import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

export interface Figure {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
}

/** One headline figure; a named group, so it reads as "Published offers, 12". */
function FigureCard({ label, value, hint, icon: Icon }: Figure) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="surface flex items-center gap-4 p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="min-w-0">
        <p id={labelId} className="text-sm text-muted-foreground">
          {label}
        </p>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </div>
  );
}

/** The row of headline figures at the top of a dashboard. */
export function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </div>
  );
}
