const bar = 'animate-pulse rounded-md bg-muted';

/**
 * The invoice pages' shape while their data loads. No text: a loading boundary renders before the
 * page sets its language (see components/members/members-skeleton.tsx).
 */
export function InvoiceSkeleton({ variant }: { variant: 'list' | 'document' }) {
  return (
    <div className="space-y-6" aria-busy aria-hidden>
      <div className="flex items-center justify-between gap-3">
        <div className={`${bar} h-8 w-48`} />
        <div className={`${bar} h-9 w-32`} />
      </div>
      {variant === 'list' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className={`${bar} h-20`} />
            ))}
          </div>
          <div className="surface divide-y divide-border">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="flex items-center gap-4 px-4 py-4">
                <div className={`${bar} h-4 w-28`} />
                <div className={`${bar} h-4 grow`} />
                <div className={`${bar} hidden h-4 w-24 sm:block`} />
                <div className={`${bar} h-5 w-16 rounded-full`} />
              </div>
            ))}
          </div>
        </>
      ) : (
        <div className="surface mx-auto max-w-4xl space-y-8 p-10">
          <div className="flex justify-between">
            <div className={`${bar} h-11 w-40`} />
            <div className={`${bar} h-8 w-56`} />
          </div>
          <div className="grid grid-cols-3 gap-6">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className={`${bar} h-16`} />
            ))}
          </div>
          <div className={`${bar} h-40`} />
          <div className={`${bar} ms-auto h-20 w-64`} />
        </div>
      )}
    </div>
  );
}
