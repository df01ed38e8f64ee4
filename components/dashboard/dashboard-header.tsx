import { CalendarDays, Users } from 'lucide-react';

interface DashboardHeaderProps {
  title: string;
  intro: string;
  /** "Figures of the whole site" or "Your own figures"; none for public figures. */
  scope?: string;
  period?: string;
}

export function DashboardHeader({ title, intro, scope, period }: DashboardHeaderProps) {
  return (
    <header className="surface relative overflow-hidden p-6">
      <div aria-hidden className="absolute -end-10 -top-10 size-40 rounded-full bg-primary-soft" />
      <h1 className="relative text-2xl font-bold tracking-tight">{title}</h1>
      <p className="relative mt-1 max-w-2xl text-muted-foreground">{intro}</p>
      {(scope || period) && (
        <p className="relative mt-3 flex flex-wrap gap-2 text-xs font-medium">
          {scope && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-primary">
              <Users aria-hidden className="size-3.5" />
              {scope}
            </span>
          )}
          {period && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1">
              <CalendarDays aria-hidden className="size-3.5" />
              {period}
            </span>
          )}
        </p>
      )}
    </header>
  );
}
