import { ShopSkeleton } from '@/components/shop/catalog/shop-skeleton';

export default function Loading() {
  return <ShopSkeleton />;
}
