const bar = 'animate-pulse rounded-md bg-muted';

/**
 * The catalog pages' shape while their data loads: heading, filters and rows. No text: a loading
 * boundary renders before the page sets its language.
 */
export function ShopSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="space-y-6" aria-busy aria-hidden>
      <div className={`${bar} h-8 w-56`} />
      <div className="grid gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={`${bar} h-11`} />
        ))}
      </div>
      <div className="surface divide-y divide-border">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex items-center gap-3 px-4 py-3">
            <div className={`${bar} h-12 w-16`} />
            <div className="grow space-y-2">
              <div className={`${bar} h-4 w-48 max-w-full`} />
              <div className={`${bar} h-3 w-32`} />
            </div>
            <div className={`${bar} hidden h-5 w-24 sm:block`} />
          </div>
        ))}
      </div>
    </div>
  );
}
