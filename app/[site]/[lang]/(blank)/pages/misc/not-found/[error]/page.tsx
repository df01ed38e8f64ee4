import { notFound } from 'next/navigation';

/**
 * docs/product.md §2.3: `/pages/misc/not-found/{anything}` is an alias of the catch-all not-found
 * page: the same view from (blank)/not-found.tsx, with status 404.
 */
export default function NotFoundAlias() {
  notFound();
}
