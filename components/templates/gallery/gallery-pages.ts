import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

/** The pages of the component gallery, by their message key (`ComponentsGallery.<key>`). */
export type GalleryPageKey = Exclude<keyof Messages['ComponentsGallery'], 'common'>;

/** `generateMetadata` of a gallery page: its title. */
export async function galleryMetadata(params: SiteParams, page: GalleryPageKey) {
  await pageContext(params);
  return { title: (await getTranslations(`ComponentsGallery.${page}`))('title') };
}
