/** What a dashboard shows while its figures load: the shapes of the header, the figures and two charts. */
export function DashboardSkeleton({ label }: { label: string }) {
  const block = 'surface animate-pulse motion-reduce:animate-none';
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <div className={`${block} h-32`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={`${block} h-24`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`${block} h-80`} />
        <div className={`${block} h-80`} />
      </div>
    </div>
  );
}
