import { ROLES, SCOPES } from '@/lib/auth/permission-registry';
import type { Role } from '@/lib/auth/membership';
import type { Scope } from '@/sites';

/*
 * The members list lives in its URL (`/apps/user/list?q=&role=&scope=&status=&sort=&dir=&page=&size=`):
 * the server reads, filters, sorts and pages it (lib/members/member-list-query.ts); the table
 * writes it. Client-safe: no zod here.
 */

export const MEMBER_SORTS = ['name', 'email', 'since', 'offers'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_PAGE_SIZES = [10, 25, 50] as const;
export const MEMBER_SEARCH_MAX_LENGTH = 100;

export interface MemberListQuery {
  q: string;
  role: Role | null;
  scope: Scope | null;
  status: MemberStatus | null;
  sort: MemberSort;
  dir: 'asc' | 'desc';
  page: number;
  size: (typeof MEMBER_PAGE_SIZES)[number];
}

export const DEFAULT_MEMBER_LIST_QUERY: MemberListQuery = {
  q: '',
  role: null,
  scope: null,
  status: null,
  sort: 'since',
  dir: 'desc',
  page: 1,
  size: 25,
};

export { ROLES as MEMBER_ROLES, SCOPES as MEMBER_SCOPES };

/** The query string of a list state: only what differs from the defaults, so links stay short. */
export function memberListSearch(query: MemberListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_MEMBER_LIST_QUERY) as (keyof MemberListQuery)[]) {
    const value = query[key];
    if (value !== DEFAULT_MEMBER_LIST_QUERY[key] && value !== null && value !== '')
      search[key] = String(value);
  }
  return search;
}
