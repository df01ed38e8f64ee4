'use client';

import { useTranslations } from 'next-intl';

/** The carousel's words in the page's language: buttons, dots and what the status announces. */
export function useCarouselText() {
  const t = useTranslations('ExtensionsGallery.swiper');
  return {
    previous: t('previous'),
    next: t('next'),
    dots: t('dots'),
    announce: (slide: number, count: number) => t('slide', { slide, count }),
    slideName: (slide: number, count: number) => t('slideGroup', { slide, count }),
  };
}
