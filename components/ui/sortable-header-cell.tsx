'use client';

import {
  FlexRender,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type Cell,
  type Header,
  type HeaderGroup,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** What a table needs for these headers: row sorting and a class name in its column meta. */
export const sortableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<{ className?: string }>(),
});
type SortableHeader = Header<typeof sortableFeatures, RowData, unknown>;

/** A column header; sortable columns get a button and announce their order through aria-sort. */
export function SortableHeaderCell<TFeatures extends TableFeatures, TData extends RowData>(props: {
  header: Header<TFeatures, TData, unknown>;
}) {
  // The feature-dependent column API cannot be resolved for a generic table: read it as the
  // sortable table every caller passes.
  const header = props.header as unknown as SortableHeader;
  const { column } = header;
  const className = cn(
    'px-4 py-3 text-start font-medium whitespace-nowrap',
    column.columnDef.meta?.className,
  );
  if (header.isPlaceholder) return <th scope="col" className={className} />;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        <FlexRender header={header} />
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={() => column.toggleSorting()}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          sorted && 'text-foreground',
        )}
      >
        <FlexRender header={header} />
        <Icon aria-hidden className={cn('size-3.5', !sorted && 'opacity-50')} />
      </button>
    </th>
  );
}

/** The head of a sortable table: a row of header cells per header group. */
export function SortableTableHead<TFeatures extends TableFeatures, TData extends RowData>(props: {
  groups: HeaderGroup<TFeatures, TData>[];
}) {
  return (
    <thead className="border-b border-border text-muted-foreground">
      {props.groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <SortableHeaderCell key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

/** A row's cells, each with its column's class name. */
export function SortableRowCells<TFeatures extends TableFeatures, TData extends RowData>(props: {
  cells: Cell<TFeatures, TData, unknown>[];
}) {
  return props.cells.map((cell) => {
    const meta = (cell as unknown as Cell<typeof sortableFeatures, RowData, unknown>).column.columnDef.meta;
    return (
      <td key={cell.id} className={cn('px-4 py-3 align-middle', meta?.className)}>
        <FlexRender cell={cell} />
      </td>
    );
  });
}
