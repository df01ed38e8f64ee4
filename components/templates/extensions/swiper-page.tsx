import { getTranslations } from 'next-intl/server';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DemoSection } from '@/components/templates/gallery/demo-section';
import type { PageContext } from '@/lib/site/page-context';
import { AutoplayCarousel } from './autoplay-carousel';
import { BasicCarousel } from './basic-carousel';
import { offerSlides, type CarouselSlide } from './carousel-slides';
import { ExtensionsIntl } from './extensions-intl';
import { MultiCarousel } from './multi-carousel';
import { ThumbnailCarousel } from './thumbnail-carousel';
import { VerticalCarousel } from './vertical-carousel';

/** Fewer offers than this and generated pictures fill up the carousel: a carousel of one slide shows nothing. */
const MIN_SLIDES = 6;

/** `/extensions/swiper`: carousels on Embla (components/ui/carousel.tsx) over the site's newest offers. */
export async function SwiperPage({ ctx }: { ctx: PageContext }) {
  const t = await getTranslations('ExtensionsGallery.swiper');
  const offers = await offerSlides(ctx.site, ctx.locale);
  const generated: CarouselSlide[] = Array.from(
    { length: Math.max(0, MIN_SLIDES - offers.length) },
    (_, index) => {
      const number = offers.length + index + 1;
      return {
        id: `generated-${number}`,
        title: t('generatedTitle', { number }),
        caption: t('generatedCaption'),
        href: null,
        photo: null,
      };
    },
  );
  const slides = [...offers, ...generated];
  const source = !offers.length ? 'generated' : generated.length ? 'mixed' : 'offers';
  const demos = [
    { id: 'basic', Demo: BasicCarousel },
    { id: 'thumbnails', Demo: ThumbnailCarousel },
    { id: 'multiple', Demo: MultiCarousel },
    { id: 'autoplay', Demo: AutoplayCarousel },
    { id: 'vertical', Demo: VerticalCarousel },
  ] as const;
  return (
    <ExtensionsIntl locale={ctx.locale}>
      <div className="space-y-6">
        <DashboardHeader title={t('title')} intro={`${t('intro')} ${t(`source.${source}`)}`} />
        {demos.map(({ id, Demo }) => (
          <DemoSection key={id} id={id} title={t(`${id}.title`)} description={t(`${id}.text`)}>
            <Demo slides={slides} labelledBy={`demo-${id}`} />
          </DemoSection>
        ))}
      </div>
    </ExtensionsIntl>
  );
}
