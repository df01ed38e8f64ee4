import { ListPageSkeleton } from '@/components/ui/list-page-skeleton';

export default function Loading() {
  return <ListPageSkeleton tiles="filters" lead="tag" rows={10} />;
}
