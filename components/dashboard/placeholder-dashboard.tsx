import { getTranslations } from 'next-intl/server';
import { CalendarClock, MessageSquare, Package, Video } from 'lucide-react';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import type { SiteConfig } from '@/sites';

/** A landing dashboard until the admin-apps work fills it with real figures. */
export async function PlaceholderDashboard({ site, title }: { site: SiteConfig; title: string }) {
  const t = await getTranslations('Dashboard');
  const cards = [
    { label: t('cardListings'), value: '0', icon: Package },
    { label: t('cardMessages'), value: '0', icon: MessageSquare },
    { label: t('cardCalls'), value: '0', icon: Video },
    { label: t('cardTrial'), value: t('days', { count: FREE_TRIAL_MONTHS * 30 }), icon: CalendarClock },
  ];
  return (
    <div className="space-y-6">
      <div className="surface relative overflow-hidden p-6">
        <div aria-hidden className="absolute -end-10 -top-10 size-40 rounded-full bg-primary-soft" />
        <h1 className="relative text-2xl font-bold tracking-tight">{title}</h1>
        <p className="relative mt-1 text-lg">{t('welcome', { appName: site.appName })}</p>
        <p className="relative mt-2 max-w-2xl text-muted-foreground">{t('placeholder')}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label} className="surface flex items-center gap-4 p-5">
            <span className="grid size-12 place-items-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden className="size-6" />
            </span>
            <span>
              <span className="block text-2xl font-semibold">{value}</span>
              <span className="block text-sm text-muted-foreground">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
