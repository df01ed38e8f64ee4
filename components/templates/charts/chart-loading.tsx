import { Skeleton } from '@/components/ui/skeleton';

/** The chart's space while its library loads: the card keeps its size, nothing jumps. */
export function ChartLoading() {
  return <Skeleton className="size-full" />;
}
