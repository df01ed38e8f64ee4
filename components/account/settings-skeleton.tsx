/** The shape of a settings or profile tab while it loads: two cards of grey lines. */
export function SettingsSkeleton() {
  return (
    <div aria-hidden className="space-y-6">
      {[0, 1].map((card) => (
        <div key={card} className="surface space-y-4 p-6">
          <div className="h-5 w-48 animate-pulse rounded bg-muted" />
          <div className="h-4 w-72 max-w-full animate-pulse rounded bg-muted" />
          <div className="h-11 w-full animate-pulse rounded bg-muted" />
          <div className="h-11 w-full animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
