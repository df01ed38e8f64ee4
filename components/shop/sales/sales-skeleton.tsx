import { ListPageSkeleton } from '@/components/ui/list-page-skeleton';

/** A sales page's shape while its data loads: figures, then orders or customers. */
export function SalesSkeleton() {
  return <ListPageSkeleton tiles="figures" lead="tag" />;
}
