'use client';

import { useTransition } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { memberListSearch, type MemberListQuery } from '@/lib/members/member-list-params';

/**
 * Moves the list to another state by its URL (the server filters, sorts and pages): a change of
 * search, filter or sort starts again at page 1. `pending` while the next page renders.
 */
export function useMemberListNavigation(query: MemberListQuery) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (change: Partial<MemberListQuery>) =>
    startTransition(() =>
      router.replace(
        { pathname: '/apps/user/list', query: memberListSearch({ ...query, page: 1, ...change }) },
        { scroll: false },
      ),
    );
  return { navigate, pending };
}
