import 'server-only';
import { z } from '@/lib/zod';
import { ROLES, SCOPES } from '@/lib/auth/permission-registry';
import {
  DEFAULT_MEMBER_LIST_QUERY as DEFAULTS,
  MEMBER_PAGE_SIZES,
  MEMBER_SEARCH_MAX_LENGTH,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type MemberListQuery,
} from './member-list-params';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Each parameter on its own: a wrong one falls back to its default instead of failing the page. */
const memberListQuerySchema = z.object({
  q: z.preprocess(first, z.string().trim().max(MEMBER_SEARCH_MAX_LENGTH)).catch(DEFAULTS.q),
  role: z.preprocess(first, z.enum(ROLES)).nullable().catch(DEFAULTS.role),
  scope: z.preprocess(first, z.enum(SCOPES)).nullable().catch(DEFAULTS.scope),
  status: z.preprocess(first, z.enum(MEMBER_STATUSES)).nullable().catch(DEFAULTS.status),
  sort: z.preprocess(first, z.enum(MEMBER_SORTS)).catch(DEFAULTS.sort),
  dir: z.preprocess(first, z.enum(['asc', 'desc'])).catch(DEFAULTS.dir),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(DEFAULTS.page),
  size: z.preprocess(first, z.coerce.number().pipe(z.literal(MEMBER_PAGE_SIZES))).catch(DEFAULTS.size),
});

/** The list state of `/apps/user/list` from its search params. */
export function parseMemberListQuery(
  searchParams: Record<string, string | string[] | undefined>,
): MemberListQuery {
  return memberListQuerySchema.parse(searchParams);
}
