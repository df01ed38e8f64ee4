import {
  Bell,
  CalendarDays,
  Heart,
  House,
  Image as ImageIcon,
  Inbox,
  MapPin,
  Send,
  Settings,
  UserRound,
} from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';

const LISTING = ['overview', 'photos', 'location'] as const;
const ACCOUNT = [
  ['profile', UserRound],
  ['notifications', Bell],
  ['settings', Settings],
] as const;
const MAILBOX = [
  ['inbox', Inbox, 4],
  ['sent', Send, 0],
  ['saved', Heart, 12],
] as const;
// Mid-month in UTC, so the month's name is the same in every time zone.
const MONTHS = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15)));

/** `/components/tabs`: pill and line tabs, vertical, icons, badges, keyboard and many tabs. */
export function TabsGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.tabs');
  const format = useFormatter();
  const panel = 'rounded-lg border border-border p-4 text-sm text-muted-foreground';
  const listingTabs = (
    variant: 'default' | 'line',
    { manual = false, label = t('listing.label') }: { manual?: boolean; label?: string } = {},
  ) => (
    <Tabs defaultValue="overview" activationMode={manual ? 'manual' : 'automatic'}>
      <TabsList variant={variant} aria-label={label}>
        {LISTING.map((key) => (
          <TabsTrigger key={key} value={key}>
            {t(`listing.${key}.tab`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {LISTING.map((key) => (
        <TabsContent key={key} value={key} className={panel}>
          {t(`listing.${key}.text`, { appName })}
        </TabsContent>
      ))}
    </Tabs>
  );
  return (
    <GalleryPage locale={locale} page="tabs" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="basic" title={t('basic.title')} description={t('basic.text')}>
          {listingTabs('default')}
        </DemoSection>
        <DemoSection id="line" title={t('line.title')} description={t('line.text')}>
          {listingTabs('line')}
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')}>
          <Tabs defaultValue="profile">
            <TabsList variant="line" aria-label={t('icons.label')}>
              {ACCOUNT.map(([key, Icon]) => (
                <TabsTrigger key={key} value={key}>
                  <Icon aria-hidden />
                  {t(`icons.${key}.tab`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {ACCOUNT.map(([key]) => (
              <TabsContent key={key} value={key} className={panel}>
                {t(`icons.${key}.text`)}
              </TabsContent>
            ))}
          </Tabs>
        </DemoSection>
        <DemoSection id="badges" title={t('badges.title')} description={t('badges.text')}>
          <Tabs defaultValue="inbox">
            <TabsList aria-label={t('badges.label')}>
              {MAILBOX.map(([key, Icon, count]) => (
                <TabsTrigger key={key} value={key}>
                  <Icon aria-hidden />
                  {t(`badges.${key}.tab`)}
                  {count > 0 && (
                    <Badge variant="secondary" className="rounded-full px-1.5 tabular-nums">
                      <span aria-hidden>{count}</span>
                      <span className="sr-only">{t('badges.count', { count })}</span>
                    </Badge>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {MAILBOX.map(([key, , count]) => (
              <TabsContent key={key} value={key} className={panel}>
                {t(`badges.${key}.text`, { count })}
              </TabsContent>
            ))}
          </Tabs>
        </DemoSection>
        <DemoSection id="vertical" title={t('vertical.title')} description={t('vertical.text')}>
          <Tabs defaultValue="overview" orientation="vertical" className="flex-col sm:flex-row">
            <TabsList variant="line" aria-label={t('listing.label')}>
              {LISTING.map((key, index) => {
                const Icon = [House, ImageIcon, MapPin][index]!;
                return (
                  <TabsTrigger key={key} value={key}>
                    <Icon aria-hidden />
                    {t(`listing.${key}.tab`)}
                  </TabsTrigger>
                );
              })}
            </TabsList>
            {LISTING.map((key) => (
              <TabsContent key={key} value={key} className={panel}>
                {t(`listing.${key}.text`, { appName })}
              </TabsContent>
            ))}
          </Tabs>
        </DemoSection>
        <DemoSection id="keyboard" title={t('keyboard.title')} description={t('keyboard.text')}>
          {listingTabs('default', { manual: true, label: t('keyboard.label') })}
        </DemoSection>
      </div>
      <DemoSection id="scrollable" title={t('scrollable.title')} description={t('scrollable.text')}>
        <Tabs defaultValue="0">
          <div className="max-w-full overflow-x-auto pb-1">
            <TabsList variant="line" aria-label={t('scrollable.label')}>
              {MONTHS.map((date, month) => (
                <TabsTrigger key={month} value={String(month)}>
                  <CalendarDays aria-hidden />
                  {format.dateTime(date, { month: 'long', timeZone: 'UTC' })}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {MONTHS.map((date, month) => (
            <TabsContent key={month} value={String(month)} className={panel}>
              {t('scrollable.panel', {
                month: format.dateTime(date, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
                viewings: 3 + ((month * 5) % 9),
              })}
            </TabsContent>
          ))}
        </Tabs>
      </DemoSection>
    </GalleryPage>
  );
}
