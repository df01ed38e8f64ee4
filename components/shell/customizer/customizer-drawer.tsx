'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Settings } from 'lucide-react';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import type { Locale } from '@/lib/i18n/locales';

// docs/architecture.md §8: the settings (radio groups, switches, colour picker) load when the drawer first
// opens, not with every signed-in page.
const Customizer = dynamic(() => import('./customizer').then((module) => module.Customizer));

/** The theme customizer drawer, opened from the tab at the edge of the screen. */
export function CustomizerDrawer({ locale }: { locale: Locale }) {
  const t = useTranslations('Customizer');
  return (
    <Sheet>
      <SheetTrigger
        aria-label={t('open')}
        title={t('open')}
        className="fixed end-0 top-1/2 z-50 grid size-10 -translate-y-1/2 place-items-center rounded-s-lg bg-primary text-primary-foreground shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Settings aria-hidden className="size-5 motion-safe:animate-[spin_6s_linear_infinite]" />
      </SheetTrigger>
      <SheetContent
        title={t('title')}
        description={t('subtitle')}
        closeLabel={t('close')}
        className="w-[min(24rem,100vw)]"
      >
        <Customizer locale={locale} />
      </SheetContent>
    </Sheet>
  );
}
