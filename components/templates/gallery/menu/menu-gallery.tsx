import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { ActionsMenu, IconButtonMenu } from './actions-menu';
import { ContextMenuDemo } from './context-menu-demo';
import { SortMenu, ViewMenu } from './choice-menus';

/** `/components/menu`: items with icons and shortcuts, check and radio items, submenus, right-click. */
export function MenuGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.menu');
  return (
    <GalleryPage locale={locale} page="menu" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="actions" title={t('actions.title')} description={t('actions.text')}>
          <ActionsMenu />
        </DemoSection>
        <DemoSection id="icon-button" title={t('iconButton.title')} description={t('iconButton.text')}>
          <IconButtonMenu />
        </DemoSection>
        <DemoSection id="checkbox" title={t('checkbox.title')} description={t('checkbox.text')}>
          <ViewMenu />
        </DemoSection>
        <DemoSection id="radio" title={t('radio.title')} description={t('radio.text')}>
          <SortMenu />
        </DemoSection>
      </div>
      <DemoSection id="context" title={t('context.title')} description={t('context.text')}>
        <ContextMenuDemo />
      </DemoSection>
    </GalleryPage>
  );
}
