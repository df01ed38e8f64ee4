import { InvoiceSkeleton } from '@/components/invoices/invoice-skeleton';

export default function Loading() {
  return <InvoiceSkeleton variant="list" />;
}
