const bar = 'animate-pulse rounded-md bg-muted';

interface ListPageSkeletonProps {
  /** The four tiles under the heading: figure cards (`h-24`) or filter fields (`h-11`). */
  tiles: 'figures' | 'filters';
  /** What starts each row: a member's photo or a short tag such as an order number. */
  lead: 'avatar' | 'tag';
  rows?: number;
}

/**
 * A list page's shape while its data loads: heading, four tiles and rows. No text: a loading
 * boundary renders before the page sets its language, so a translation here would fix the whole
 * request to the default language.
 */
export function ListPageSkeleton({ tiles, lead, rows = 8 }: ListPageSkeletonProps) {
  return (
    <div className="space-y-6" aria-busy aria-hidden>
      <div className="space-y-2">
        <div className={`${bar} h-8 w-48`} />
        <div className={`${bar} h-4 w-80 max-w-full`} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={`${bar} ${tiles === 'figures' ? 'h-24' : 'h-11'}`} />
        ))}
      </div>
      <div className="surface divide-y divide-border">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex items-center gap-3 px-4 py-3">
            <div className={`${bar} ${lead === 'avatar' ? 'size-10 rounded-full' : 'h-4 w-16'}`} />
            <div className="grow space-y-2">
              <div className={`${bar} h-4 w-40`} />
              <div className={`${bar} h-3 w-56 max-w-full`} />
            </div>
            <div className={`${bar} hidden h-5 w-24 sm:block`} />
          </div>
        ))}
      </div>
    </div>
  );
}
