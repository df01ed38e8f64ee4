/** The calendar's place while its code and events load. */
export function CalendarViewSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <div className="flex justify-between gap-3">
        <div className="h-9 w-40 animate-pulse rounded-md bg-muted" />
        <div className="h-9 w-32 animate-pulse rounded-md bg-muted" />
        <div className="h-9 w-52 animate-pulse rounded-md bg-muted" />
      </div>
      <div className="h-[32rem] animate-pulse rounded-md bg-muted" />
    </div>
  );
}
