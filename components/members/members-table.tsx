'use client';

import { functionalUpdate, useTable, type SortingState } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { SortableRowCells, SortableTableHead } from '@/components/ui/sortable-header-cell';
import type { Locale } from '@/lib/i18n/locales';
import type { MemberSummary } from '@/lib/members/member-directory';
import { HOLDER_LABEL } from '@/lib/members/member-labels';
import { MEMBER_SORTS, type MemberListQuery, type MemberSort } from '@/lib/members/member-list-params';
import { membersColumns, membersFeatures } from './members-columns';
import { NoMatchingMembers } from './members-empty';
import { MembersFilters } from './members-filters';
import { MembersPagination } from './members-pagination';
import { useMemberListNavigation } from './use-member-list-navigation';
import { TableRegion } from '@/components/ui/table-region';

interface MembersTableProps {
  members: MemberSummary[];
  total: number;
  query: MemberListQuery;
  locale: Locale;
  viewerId: string;
}

const rowId = (row: MemberSummary) => row.id;
const isSort = (id: string): id is MemberSort => (MEMBER_SORTS as readonly string[]).includes(id);

/** The site's members, one page of them: search, filters, sort and pages live in the URL. */
export function MembersTable({ members, total, query, locale, viewerId }: MembersTableProps) {
  const t = useTranslations('Members');
  const tr = useTranslations('Roles');
  const { navigate, pending } = useMemberListNavigation(query);
  const columns = useMemo(
    () =>
      membersColumns(
        locale,
        {
          header: (column) => t(column),
          holder: (holder) => tr(HOLDER_LABEL[holder]),
          status: (suspended) => t(suspended ? 'status_suspended' : 'status_active'),
          none: t('none'),
          you: t('you'),
        },
        viewerId,
      ),
    [locale, t, tr, viewerId],
  );
  const sorting: SortingState = [{ id: query.sort, desc: query.dir === 'desc' }];
  const pagination = { pageIndex: query.page - 1, pageSize: query.size };
  const table = useTable({
    features: membersFeatures,
    columns,
    data: members,
    getRowId: rowId,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && isSort(next.id)) navigate({ sort: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      navigate({ page: next.pageIndex + 1, size: query.size });
    },
  });
  const filtered = Boolean(query.q || query.role || query.scope || query.status);
  const clearFilters = () => navigate({ q: '', role: null, scope: null, status: null });

  return (
    <div className="min-w-0 space-y-4">
      <MembersFilters query={query} onChange={navigate} />
      {members.length === 0 ? (
        <NoMatchingMembers filtered={filtered} onClear={clearFilters} />
      ) : (
        <TableRegion caption={t('tableCaption')} widthClassName="min-w-[60rem]" pending={pending}>
          <SortableTableHead groups={table.getHeaderGroups()} />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0">
                <SortableRowCells cells={row.getAllCells()} />
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {total > 0 ? (
        <MembersPagination
          page={query.page}
          pageCount={table.getPageCount()}
          size={query.size}
          total={total}
          shown={members.length}
          onPrevious={table.getCanPreviousPage() ? () => table.previousPage() : undefined}
          onNext={table.getCanNextPage() ? () => table.nextPage() : undefined}
          onSize={(size) => navigate({ size })}
        />
      ) : null}
    </div>
  );
}
