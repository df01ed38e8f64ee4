/** The e-mail app while its page loads: sidebar, list and reading pane in outline. */
export function MailboxSkeleton() {
  const bar = 'animate-pulse rounded bg-muted';
  return (
    <div data-fixed-height className="flex h-[calc(100dvh-7rem)] min-h-[26rem] flex-col" aria-busy="true">
      <div className="surface grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] overflow-hidden md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(18rem,24rem)_minmax(0,1fr)]">
        <div className="hidden space-y-3 border-e border-border p-4 lg:block">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className={`${bar} h-8`} />
          ))}
        </div>
        <div className="space-y-4 border-e border-border p-4">
          <div className={`${bar} h-9`} />
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className="space-y-2">
              <div className={`${bar} h-4 w-2/3`} />
              <div className={`${bar} h-3 w-full`} />
            </div>
          ))}
        </div>
        <div className="hidden space-y-4 p-6 md:block">
          <div className={`${bar} h-6 w-1/2`} />
          <div className={`${bar} h-4 w-1/3`} />
          <div className={`${bar} h-40 w-full`} />
        </div>
      </div>
    </div>
  );
}
