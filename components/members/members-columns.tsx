import { createColumnHelper, rowPaginationFeature, tableFeatures } from '@tanstack/react-table';
import { sortableFeatures } from '@/components/ui/sortable-header-cell';
import { Link } from '@/lib/i18n/navigation';
import type { Holder } from '@/lib/auth/permission-registry';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import type { MemberSummary } from '@/lib/members/member-directory';
import { MemberAvatar } from '@/components/account/member-avatar';
import { HolderChips, MemberStatusBadge } from './member-badges';

/** The server sorts and pages (the list's URL): the table only keeps the state and draws it. */
export const membersFeatures = tableFeatures({ ...sortableFeatures, rowPaginationFeature });

const helper = createColumnHelper<typeof membersFeatures, MemberSummary>();

export interface MemberColumnLabels {
  header: (
    column: 'colMember' | 'colEmail' | 'colRoles' | 'colScopes' | 'colStatus' | 'colSince' | 'colOffers',
  ) => string;
  holder: (holder: Holder) => string;
  status: (suspended: boolean) => string;
  none: string;
  you: string;
}

/**
 * The columns in the viewer's language. Column ids are the list's sort keys (`name`, `email`,
 * `since`, `offers`); build them once per language, or every cell would remount.
 */
export function membersColumns(locale: Locale, labels: MemberColumnLabels, viewerId: string) {
  const languageTag = LANGUAGE_TAG[locale];
  const count = new Intl.NumberFormat(languageTag);
  const date = new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeZone: APP_TIME_ZONE });
  return helper.columns([
    helper.accessor('name', {
      id: 'name',
      header: () => labels.header('colMember'),
      meta: { className: 'min-w-56' },
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <MemberAvatar name={row.original.name} src={row.original.avatarUrl} size="sm" />
          <span className="min-w-0">
            <Link
              href={{ pathname: '/apps/user/view/[id]', params: { id: row.original.id } }}
              className="font-medium hover:text-primary hover:underline"
            >
              {row.original.name}
            </Link>
            {row.original.id === viewerId ? (
              <span className="ms-2 text-xs text-muted-foreground">({labels.you})</span>
            ) : null}
          </span>
        </span>
      ),
    }),
    helper.accessor('email', {
      id: 'email',
      header: () => labels.header('colEmail'),
      cell: ({ row }) => <span className="text-muted-foreground">{row.original.email}</span>,
    }),
    helper.accessor('roles', {
      header: () => labels.header('colRoles'),
      enableSorting: false,
      cell: ({ row }) => (
        <HolderChips roles={row.original.roles} labelOf={labels.holder} none={labels.none} />
      ),
    }),
    helper.accessor('scopes', {
      header: () => labels.header('colScopes'),
      enableSorting: false,
      cell: ({ row }) => (
        <HolderChips scopes={row.original.scopes} labelOf={labels.holder} none={labels.none} />
      ),
    }),
    helper.accessor('suspendedAt', {
      id: 'status',
      header: () => labels.header('colStatus'),
      enableSorting: false,
      cell: ({ row }) => {
        const suspended = row.original.suspendedAt !== null;
        return <MemberStatusBadge suspended={suspended} label={labels.status(suspended)} />;
      },
    }),
    helper.accessor('memberSince', {
      id: 'since',
      header: () => labels.header('colSince'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <time dateTime={row.original.memberSince} suppressHydrationWarning className="whitespace-nowrap">
          {date.format(new Date(row.original.memberSince))}
        </time>
      ),
    }),
    helper.accessor('offers', {
      id: 'offers',
      header: () => labels.header('colOffers'),
      sortDescFirst: true,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        <span suppressHydrationWarning className="tabular-nums">
          {count.format(row.original.offers)}
        </span>
      ),
    }),
  ]);
}
