import { RouteFrame } from '@/components/shell/route-frame';

/**
 * The chat while its server data loads: the two panes' shapes and no text (a loading boundary
 * renders before the page sets its language, see members-skeleton.tsx).
 */
export function ChatSkeleton() {
  return (
    <RouteFrame path="/apps/chat">
      <div aria-busy aria-hidden className="flex min-h-0 grow flex-col gap-4">
        <div className="h-8 w-32 animate-pulse rounded-md bg-muted" />
        <div className="surface grid min-h-0 grow overflow-hidden md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
          <div className="space-y-1 p-3 md:border-e md:border-border">
            <div className="mb-3 h-9 animate-pulse rounded-md bg-muted" />
            {Array.from({ length: 6 }, (_, row) => (
              <div key={row} className="flex items-center gap-3 px-1 py-2.5">
                <div className="size-10 shrink-0 animate-pulse rounded-full bg-muted" />
                <div className="grow space-y-2">
                  <div className="h-3.5 w-2/3 animate-pulse rounded bg-muted" />
                  <div className="h-3 w-full animate-pulse rounded bg-muted" />
                </div>
              </div>
            ))}
          </div>
          <div className="hidden flex-col gap-3 p-4 md:flex">
            {['w-1/2', 'ms-auto w-2/5', 'w-3/5', 'ms-auto w-1/3'].map((width) => (
              <div key={width} className={`h-12 animate-pulse rounded-2xl bg-muted ${width}`} />
            ))}
          </div>
        </div>
      </div>
    </RouteFrame>
  );
}
