import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { listingScope } from '@/lib/listings/scope';
import { countryOptions } from '@/lib/templates/forms/countries';
import { offerSuggestions, type OfferSuggestions } from '@/lib/templates/forms/offer-suggestions';
import type { SiteConfig } from '@/sites';
import { DemoCard } from '../demo-card';
import { GalleryPage } from '../gallery-page';
import { SuggestingField } from './autocomplete-demos';

/** The site's published offer titles and locations, or none when the database cannot be read. */
async function suggestionsOrNone(site: SiteConfig): Promise<OfferSuggestions> {
  try {
    return await offerSuggestions(listingScope(site));
  } catch (error) {
    console.warn('[forms] offer suggestions unavailable:', error instanceof Error ? error.message : error);
    return { titles: [], locations: [] };
  }
}

/**
 * `/forms/autocomplete`: text fields that suggest as you type, over this site's own published
 * offers (read on the server) and a list of countries in the page's language.
 */
export async function AutocompletePage({ locale, site }: { locale: Locale; site: SiteConfig }) {
  const t = await getTranslations('FormsGallery.autocomplete');
  const { titles, locations } = await suggestionsOrNone(site);
  const countries = countryOptions(locale).map((country) => country.name);
  return (
    <GalleryPage locale={locale} page="autocomplete">
      <DemoCard title={t('countries.title')} description={t('countries.description')}>
        <SuggestingField field="countries" suggestions={countries} />
      </DemoCard>
      <DemoCard title={t('offers.title')} description={t('offers.description', { count: titles.length })}>
        {titles.length ? (
          <SuggestingField field="offers" suggestions={titles} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('noOffers')}</p>
        )}
      </DemoCard>
      <DemoCard
        title={t('locations.title')}
        description={t('locations.description', { count: locations.length })}
      >
        {locations.length ? (
          <SuggestingField field="locations" suggestions={locations} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('noOffers')}</p>
        )}
      </DemoCard>
    </GalleryPage>
  );
}
