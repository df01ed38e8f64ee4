import { useFormatter, useTranslations } from 'next-intl';
import { List, ListItem, ListItemLeading, ListItemText, ListItemTrailing } from '@/components/ui/list';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { PageSizeSelect } from './page-size-select';
import { PagerBar } from './pager-bar';
import { SAMPLE_ITEM_COUNT, type PageRequest } from './pagination-request';

const KINDS = ['flat', 'house', 'studio', 'office', 'plot'] as const;

/** `/components/pagination`: a list of 95 sample listings paged through `?page=` and `?size=`. */
export function PaginationGallery({
  locale,
  appName,
  request,
}: {
  locale: Locale;
  appName: string;
  request: PageRequest;
}) {
  const t = useTranslations('ComponentsGallery.pagination');
  const format = useFormatter();
  const { page, size, pages } = request;
  const from = (page - 1) * size + 1;
  const to = Math.min(page * size, SAMPLE_ITEM_COUNT);
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <GalleryPage locale={locale} page="pagination" introValues={{ appName }}>
      <DemoSection id="list" title={t('list.title')} description={t('list.text')} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PageSizeSelect size={size} />
          <p className="text-sm text-muted-foreground">
            {t('showing', { from, to, total: SAMPLE_ITEM_COUNT })}
          </p>
        </div>
        <List
          aria-label={t('list.label', { page, pages })}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {numbers.map((number) => {
            const kind = KINDS[number % KINDS.length]!;
            return (
              <ListItem key={number}>
                <ListItemLeading className="size-9 rounded-md bg-muted text-xs font-semibold text-foreground tabular-nums">
                  {number}
                </ListItemLeading>
                <ListItemText primary={t('item', { number })} secondary={t(`kinds.${kind}`)} />
                <ListItemTrailing className="tabular-nums">
                  {t('area', { area: format.number(28 + ((number * 17) % 140)) })}
                </ListItemTrailing>
              </ListItem>
            );
          })}
        </List>
        <PagerBar request={request} label={t('bars.full')} />
      </DemoSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="compact" title={t('compact.title')} description={t('compact.text')}>
          <PagerBar request={request} label={t('bars.compact')} compact />
        </DemoSection>
        <DemoSection id="siblings" title={t('siblings.title')} description={t('siblings.text')}>
          <PagerBar request={request} label={t('bars.siblings')} siblings={2} edges={false} />
        </DemoSection>
      </div>
    </GalleryPage>
  );
}
