import { Car, Leaf, MapPin, PawPrint, Star, Wifi } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Chip, type ChipColour } from '@/components/ui/chip';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { SAMPLE_PEOPLE } from '../sample-people';
import { ClosableChips, FilterChips } from './chip-demos';

const COLOURS: ChipColour[] = ['neutral', 'primary', 'success', 'warning', 'info', 'destructive'];
const VARIANTS = ['soft', 'solid', 'outline'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

/** `/components/chip`: colours, variants, sizes, icons and avatars, removing and filtering. */
export function ChipGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.chip');
  return (
    <GalleryPage locale={locale} page="chip" introValues={{ appName }}>
      <DemoSection
        id="colours"
        title={t('colours.title')}
        description={t('colours.text')}
        className="grid gap-3"
      >
        {VARIANTS.map((variant) => (
          <div key={variant} className="flex flex-wrap items-center gap-2">
            <span className="w-16 text-sm text-muted-foreground">{t(`variants.${variant}`)}</span>
            {COLOURS.map((colour) => (
              <Chip key={colour} variant={variant} colour={colour}>
                {t(`colours.${colour}`)}
              </Chip>
            ))}
          </div>
        ))}
      </DemoSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection
          id="sizes"
          title={t('sizes.title')}
          description={t('sizes.text')}
          className="flex flex-wrap items-center gap-2"
        >
          {SIZES.map((size) => (
            <Chip key={size} size={size} colour="primary" icon={<Star />}>
              {t(`sizes.${size}`)}
            </Chip>
          ))}
        </DemoSection>
        <DemoSection
          id="icons"
          title={t('icons.title')}
          description={t('icons.text')}
          className="flex flex-wrap items-center gap-2"
        >
          <Chip icon={<MapPin />}>{t('icons.nearby')}</Chip>
          <Chip icon={<Wifi />} colour="info">
            {t('icons.wifi')}
          </Chip>
          <Chip icon={<Car />} colour="primary" variant="outline">
            {t('icons.parking')}
          </Chip>
          <Chip icon={<Leaf />} colour="success">
            {t('icons.garden')}
          </Chip>
          <Chip icon={<PawPrint />} colour="warning" variant="solid">
            {t('icons.pets')}
          </Chip>
        </DemoSection>
        <DemoSection
          id="avatars"
          title={t('avatars.title')}
          description={t('avatars.text')}
          className="flex flex-wrap items-center gap-2"
        >
          {SAMPLE_PEOPLE.slice(0, 4).map((person, index) => (
            <Chip
              key={person.name}
              variant={index % 2 ? 'outline' : 'soft'}
              // eslint-disable-next-line @next/next/no-img-element -- an inline SVG portrait: nothing for next/image to optimise
              avatar={<img src={person.portrait} alt="" />}
            >
              {person.name}
            </Chip>
          ))}
        </DemoSection>
        <DemoSection id="closable" title={t('closable.title')} description={t('closable.text')}>
          <ClosableChips />
        </DemoSection>
      </div>
      <DemoSection id="filter" title={t('filter.title')} description={t('filter.text')}>
        <FilterChips />
      </DemoSection>
    </GalleryPage>
  );
}
