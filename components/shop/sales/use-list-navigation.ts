'use client';

import { useTransition } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { listSearch } from '@/lib/shop/sales/list-params';

type ListPath = '/apps/ecommerce/order/list' | '/apps/ecommerce/customer/list';

/**
 * Moves a list to another state by its URL (the server filters, sorts and pages): a change of
 * search, filter or sort starts again at page 1. `pending` while the next page renders.
 */
export function useListNavigation<T extends { page: number }>(pathname: ListPath, query: T, defaults: T) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (change: Partial<T>) =>
    startTransition(() =>
      router.replace(
        { pathname, query: listSearch({ ...query, page: 1, ...change }, defaults) },
        { scroll: false },
      ),
    );
  return { navigate, pending };
}
