import type { PricingModel } from '@/lib/listings/constants';

/** The languages the demo texts are written in: the default languages of the sites. */
export type DemoLanguage = 'en' | 'pl';

/** One demo offer as a member would type it into the listing form. */
export interface DemoOffer {
  productName: string;
  description: string;
  /** As typed in the form: `2400`, `89.90`. */
  price: string;
  pricing: PricingModel;
  duration?: string;
  location: string;
  /** How many generated illustrations the offer gets (docs/architecture.md §11: demo content). */
  photos: 1 | 2 | 3;
}

/** A listing scope's demo content, written in the site's default language. */
export interface DemoCatalog {
  language: DemoLanguage;
  offers: readonly DemoOffer[];
  /**
   * Questions visitors and members ask about an offer; `{offer}` is its name. The first goes from
   * the member to the admin, the second from the viewer to the member, the others from visitors.
   */
  inquiries: readonly [string, string, string, string];
}
