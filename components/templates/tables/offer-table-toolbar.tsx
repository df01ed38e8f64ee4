'use client';

import { Columns3 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ListingStatus } from '@/lib/listings/constants';
import {
  HIDEABLE_COLUMNS,
  type HideableColumn,
  type OfferTableQuery,
} from '@/lib/templates/tables/offer-table-params';

const ALL = 'all';

interface OfferTableToolbarProps {
  query: OfferTableQuery;
  places: string[];
  onChange: (change: Partial<OfferTableQuery>) => void;
  hidden: HideableColumn[];
  onToggleColumn: (column: HideableColumn, visible: boolean) => void;
}

/** Search over every text column, a filter by status and one by place, and the columns menu. */
export function OfferTableToolbar({
  query,
  places,
  onChange,
  hidden,
  onToggleColumn,
}: OfferTableToolbarProps) {
  const t = useTranslations('TablesGallery.dataTable');
  const searchId = useId();
  const placeId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <Label htmlFor={searchId} className="mb-1.5">
          {t('search')}
        </Label>
        <SearchInput
          id={searchId}
          value={query.q}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <SegmentedFilter<ListingStatus | typeof ALL>
        label={t('status')}
        value={query.status ?? ALL}
        options={[
          { value: ALL, label: t('all') },
          { value: 'published', label: t('published') },
          { value: 'draft', label: t('drafts') },
        ]}
        onChange={(value) => onChange({ status: value === ALL ? null : value })}
      />
      <div className="w-full sm:w-56">
        <Label htmlFor={placeId} className="mb-1.5">
          {t('place')}
        </Label>
        <Select
          value={query.place || ALL}
          onValueChange={(value) => onChange({ place: value === ALL ? '' : value })}
        >
          <SelectTrigger id={placeId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('allPlaces')}</SelectItem>
            {places.map((place) => (
              <SelectItem key={place} value={place}>
                {place}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="h-11 sm:ms-auto">
            <Columns3 aria-hidden className="size-4" />
            {t('columns')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuLabel>{t('showColumns')}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {HIDEABLE_COLUMNS.map((column) => (
            <DropdownMenuCheckboxItem
              key={column}
              checked={!hidden.includes(column)}
              onCheckedChange={(checked) => onToggleColumn(column, checked === true)}
              // Stay open: several columns are usually changed at once.
              onSelect={(event) => event.preventDefault()}
            >
              {t(`column.${column}`)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
