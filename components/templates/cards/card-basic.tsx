import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, ImageOff } from 'lucide-react';
import { SiteIcon } from '@/components/front/site-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { cardSize, imageUrl } from '@/lib/offers/image-urls';
import type { OfferCardData } from '@/lib/offers/offer-cards';
import { newestOffersOrNone } from '@/lib/offers/offer-data';
import { formatPrice } from '@/lib/offers/offer-format';
import { siteWording } from '@/lib/site/site-copy';
import { SAMPLE_MEMBERS } from '@/lib/templates/dialog-examples';
import { cn } from '@/lib/utils';
import { SampleBadge } from './card-bits';
import { BasicTabsCard } from './basic-tabs-card';
import type { CardViewProps } from './card-route';
import { MemberAvatars } from './member-avatars';

const AVATARS_SHOWN = 5;
const textOf = (segments: OfferCardData['name']) => segments.map((segment) => segment.text).join('');

/** docs/templates.md `/pages/cards/card-basic`: the basic card layouts, with the site's newest offers and wording. */
export async function CardBasic({ ctx }: CardViewProps) {
  const { site, locale } = ctx;
  const t = await getTranslations('CardsPages');
  const wording = await siteWording(site, locale);
  const offers = await newestOffersOrNone(listingScope(site));
  const [first, second, third, fourth] = offers;
  const imageCards = [first, second, third].filter((offer) => offer !== undefined);
  const horizontal = fourth ?? first;

  return (
    <div className="space-y-6">
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {imageCards.map((offer) => (
          <li key={offer.id}>
            <Card className="h-full overflow-hidden pt-0">
              <OfferImage offer={offer} className="aspect-[16/10]" />
              <CardHeader>
                <CardTitle>{textOf(offer.name)}</CardTitle>
                {offer.location ? <CardDescription>{offer.location}</CardDescription> : null}
              </CardHeader>
              <CardContent>
                <p dir="auto" className="line-clamp-3 text-sm">
                  {textOf(offer.excerpt)}
                </p>
              </CardContent>
              <CardFooter className="mt-auto justify-between">
                <span className="font-semibold">{formatPrice(locale, offer.price, offer.currency)}</span>
                <Button asChild size="sm" variant="soft">
                  <Link
                    href={localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: offer.id } })}
                  >
                    {t('basic.viewOffer')}
                    <span className="sr-only">: {textOf(offer.name)}</span>
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
        {imageCards.length === 0 ? (
          <li className="md:col-span-2 xl:col-span-3">
            <Card>
              <CardHeader>
                <CardTitle>{t('basic.noOffersTitle')}</CardTitle>
                <CardDescription>{t('basic.noOffersText')}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button asChild>
                  <Link href={localePath(locale, '/add-new')}>{wording.addNew}</Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ) : null}
      </ul>

      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>{site.appName}</CardTitle>
            <CardDescription>{wording.tagline}</CardDescription>
            <CardAction>
              <Badge tone="soft">{t('basic.headerBadge')}</Badge>
            </CardAction>
          </CardHeader>
          <CardContent>
            <p className="text-sm">{wording.heroSubtitle}</p>
          </CardContent>
          <CardFooter className="mt-auto flex-wrap">
            <Button asChild>
              <Link href={localePath(locale, '/search')}>{t('basic.browse')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={localePath(locale, '/pages/faq')}>{t('basic.faq')}</Link>
            </Button>
          </CardFooter>
        </Card>

        <Card className="overflow-hidden py-0 sm:flex-row sm:gap-0 md:col-span-1 xl:col-span-2">
          {horizontal ? (
            <OfferImage offer={horizontal} className="aspect-[16/10] sm:aspect-auto sm:w-2/5 sm:shrink-0" />
          ) : (
            <div className="grid aspect-[16/10] place-items-center bg-primary-soft text-primary sm:aspect-auto sm:w-2/5">
              <SiteIcon name={site.icon} className="size-12" />
            </div>
          )}
          <div className="flex flex-col gap-4 py-6">
            <CardHeader>
              <CardTitle>{t('basic.horizontalTitle')}</CardTitle>
              <CardDescription>{horizontal ? textOf(horizontal.name) : wording.tagline}</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="text-sm">{wording.features[0]?.text}</p>
            </CardContent>
            <CardFooter className="mt-auto">
              <Link
                href={localePath(locale, '/search')}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {t('basic.more')}
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            </CardFooter>
          </div>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('basic.listTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-4">
              {wording.features.map((feature) => (
                <li key={feature.title} className="flex gap-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                    <SiteIcon name={feature.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-medium">{feature.title}</span>
                    <span className="block text-sm text-muted-foreground">{feature.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <BasicTabsCard
          title={t('basic.tabsTitle')}
          tabs={wording.features.map((feature) => ({ label: feature.title, text: feature.text }))}
        />

        <Card>
          <CardHeader>
            <CardTitle>{t('basic.avatarsTitle')}</CardTitle>
            <CardDescription>{t('basic.avatarsText', { appName: site.appName })}</CardDescription>
            <CardAction>
              <SampleBadge />
            </CardAction>
          </CardHeader>
          <CardContent>
            <MemberAvatars
              members={SAMPLE_MEMBERS}
              max={AVATARS_SHOWN}
              total={SAMPLE_MEMBERS.length + 12}
              overflowText={t('basic.moreMembers', { count: SAMPLE_MEMBERS.length + 12 - AVATARS_SHOWN })}
            />
          </CardContent>
          <CardFooter className="mt-auto">
            <Button asChild variant="soft">
              <Link href={localePath(locale, '/register')}>{t('basic.join')}</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>

      <ul className="grid gap-6 md:grid-cols-3">
        {(['start', 'center', 'end'] as const).map((align) => (
          <li key={align}>
            <Card
              className={cn('h-full', align === 'center' && 'text-center', align === 'end' && 'text-end')}
            >
              <CardHeader
                className={cn(
                  align === 'center' && 'justify-items-center',
                  align === 'end' && 'justify-items-end',
                )}
              >
                <CardTitle>{t(`basic.align.${align}`)}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{wording.features[1]?.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <ul className="grid gap-6 md:grid-cols-3">
        <li>
          <Card className="h-full bg-primary text-primary-foreground">
            <CardHeader>
              <CardTitle>{t('basic.colours.primary')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm">{wording.heroTitle}</p>
            </CardContent>
          </Card>
        </li>
        <li>
          <Card className="h-full bg-primary-soft">
            <CardHeader>
              <CardTitle className="text-primary">{t('basic.colours.soft')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm">{wording.heroTitle}</p>
            </CardContent>
          </Card>
        </li>
        <li>
          <Card className="h-full border border-dashed border-border bg-muted shadow-none">
            <CardHeader>
              <CardTitle>{t('basic.colours.muted')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm">{wording.heroTitle}</p>
            </CardContent>
          </Card>
        </li>
      </ul>
    </div>
  );
}

function OfferImage({ offer, className }: { offer: OfferCardData; className?: string }) {
  return (
    <div className={cn('bg-muted', className)}>
      {offer.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- storage URLs are already sized variants
        <img
          src={imageUrl(offer.image.cardKey)}
          {...cardSize(offer.image)}
          alt={offer.image.alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span className="grid size-full place-items-center text-muted-foreground">
          <ImageOff aria-hidden className="size-8" />
        </span>
      )}
    </div>
  );
}
