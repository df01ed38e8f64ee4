export { SalesSkeleton as default } from '@/components/shop/sales/sales-skeleton';
