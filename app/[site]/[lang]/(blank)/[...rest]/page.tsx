import { notFound } from 'next/navigation';

/** docs/product.md §2.3: the catch-all `/:error` is the not-found page (public, blank), with status 404. */
export default function CatchAll() {
  notFound();
}
