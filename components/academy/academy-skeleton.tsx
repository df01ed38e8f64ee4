/** What the academy pages show while their courses load: a header and a grid of course cards. */
export function AcademySkeleton({ label }: { label: string }) {
  const block = 'surface animate-pulse motion-reduce:animate-none';
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <div className={`${block} h-28`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${block} h-56`} />
        ))}
      </div>
    </div>
  );
}
