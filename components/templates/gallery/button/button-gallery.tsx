import { ArrowRight, Download, Heart, Pencil, Plus, Share2, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { ButtonGroups, LoadingButtons } from './button-demos';

const VARIANTS = ['default', 'outline', 'ghost', 'soft'] as const;
const SIZES = ['sm', 'default', 'lg'] as const;

/** `/components/button`: variants, sizes, icons, icon-only, loading, disabled, links and groups. */
export function ButtonGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.button');
  const row = 'flex flex-wrap items-center gap-3';
  return (
    <GalleryPage locale={locale} page="button" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection
          id="variants"
          title={t('variants.title')}
          description={t('variants.text')}
          className={row}
        >
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`variants.${variant}`)}
            </Button>
          ))}
        </DemoSection>
        <DemoSection id="sizes" title={t('sizes.title')} description={t('sizes.text')} className={row}>
          {SIZES.map((size) => (
            <Button key={size} size={size}>
              {t(`sizes.${size}`)}
            </Button>
          ))}
          <Button size="icon" aria-label={t('iconOnly.add')}>
            <Plus aria-hidden />
          </Button>
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')} className={row}>
          <Button>
            <Plus aria-hidden />
            {t('icons.add')}
          </Button>
          <Button variant="outline">
            <Download aria-hidden />
            {t('icons.download')}
          </Button>
          <Button variant="soft">
            {t('icons.next')}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </DemoSection>
        <DemoSection
          id="icon-only"
          title={t('iconOnly.title')}
          description={t('iconOnly.text')}
          className={row}
        >
          <Button size="icon" aria-label={t('iconOnly.edit')}>
            <Pencil aria-hidden />
          </Button>
          <Button size="icon" variant="outline" aria-label={t('iconOnly.share')}>
            <Share2 aria-hidden />
          </Button>
          <Button size="icon" variant="soft" aria-label={t('iconOnly.favourite')}>
            <Heart aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label={t('iconOnly.delete')} className="text-destructive">
            <Trash2 aria-hidden />
          </Button>
          <Button size="icon" variant="outline" aria-label={t('iconOnly.add')} className="rounded-full">
            <Plus aria-hidden />
          </Button>
        </DemoSection>
        <DemoSection id="loading" title={t('loading.title')} description={t('loading.text')}>
          <LoadingButtons />
        </DemoSection>
        <DemoSection
          id="disabled"
          title={t('disabled.title')}
          description={t('disabled.text')}
          className={row}
        >
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {t(`variants.${variant}`)}
            </Button>
          ))}
        </DemoSection>
        <DemoSection id="links" title={t('links.title')} description={t('links.text')} className={row}>
          <Button asChild>
            <Link href="/components/badge">{t('links.badges')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/components/chip">
              {t('links.chips')}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/components/alert">{t('links.alerts')}</Link>
          </Button>
        </DemoSection>
        <DemoSection id="groups" title={t('groups.title')} description={t('groups.text')}>
          <ButtonGroups />
        </DemoSection>
      </div>
      <DemoSection
        id="block"
        title={t('block.title')}
        description={t('block.text')}
        className="grid gap-3 sm:max-w-md"
      >
        <Button size="lg" className="w-full">
          {t('block.primary', { appName })}
        </Button>
        <Button size="lg" variant="outline" className="w-full">
          {t('block.secondary')}
        </Button>
      </DemoSection>
    </GalleryPage>
  );
}
