import { ListPageSkeleton } from '@/components/ui/list-page-skeleton';

/** The member pages' shape while their data loads: filters, then members with their photos. */
export function MembersSkeleton() {
  return <ListPageSkeleton tiles="filters" lead="avatar" />;
}
