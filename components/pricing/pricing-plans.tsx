import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CircleCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import {
  PLAN_FEATURE_COUNT,
  PLAN_IDS,
  planPrice,
  RECOMMENDED_PLAN,
  YEARLY_BILLED_MONTHS,
} from '@/lib/front-pages/plans';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { cn } from '@/lib/utils';
import type { SiteConfig } from '@/sites';
import { planPriceFormatter } from './plan-price';

const FREE_MONTHS = 12 - YEARLY_BILLED_MONTHS;

/**
 * The free trial and the plans that follow it, one card each: the same cards on the public pricing
 * page and the signed-in `/pages/pricing`. Members see their own trial instead of "register".
 */
export async function PricingPlans({
  site,
  locale,
  audience,
}: {
  site: SiteConfig;
  locale: Locale;
  audience: 'visitor' | 'member';
}) {
  const t = await getTranslations('Pricing');
  const formatPrice = await planPriceFormatter(locale);
  return (
    <div className="space-y-6">
      <ul className="grid items-stretch gap-6 lg:grid-cols-3">
        <li className="flex">
          <PlanCard
            title={t('trialName')}
            text={t('trialText', { appName: site.appName })}
            price={t('trialPrice')}
            period={t('trialPeriod', { months: FREE_TRIAL_MONTHS })}
            featuresLabel={t('includes', { plan: t('trialName') })}
            features={[t('trialFeature1'), t('trialFeature2'), t('trialFeature3')]}
            action={
              audience === 'visitor'
                ? { href: localePath(locale, '/register'), label: t('trialCta') }
                : { href: localePath(locale, '/pages/account-settings/billing'), label: t('trialCtaMember') }
            }
          />
        </li>
        {PLAN_IDS.map((plan) => {
          const price = planPrice(site, plan);
          const name = t(`plans.${plan}.name`);
          const recommended = plan === RECOMMENDED_PLAN;
          return (
            <li key={plan} className="flex">
              <PlanCard
                eyebrow={t('afterTrial')}
                badge={recommended ? t('recommended') : undefined}
                highlighted={recommended}
                title={name}
                text={t(`plans.${plan}.text`)}
                price={formatPrice(price.monthly, price.currency)}
                period={t('perMonth')}
                note={t('perYear', { price: formatPrice(price.yearly, price.currency), months: FREE_MONTHS })}
                featuresLabel={t('includes', { plan: name })}
                features={Array.from({ length: PLAN_FEATURE_COUNT }, (_, index) =>
                  t(`plans.${plan}.feature${index + 1}` as 'plans.basic.feature1', {
                    photos: MEDIA_LIMITS.maxPerListing,
                  }),
                )}
                action={{
                  href: localePath(locale, { pathname: '/front-pages/checkout', query: { plan } }),
                  label: t('choose', { plan: name }),
                }}
              />
            </li>
          );
        })}
      </ul>
      <p className="mx-auto max-w-3xl text-center text-sm text-muted-foreground">
        {t('noCard', { appName: site.appName })}
      </p>
    </div>
  );
}

interface PlanCardProps {
  eyebrow?: string;
  badge?: string;
  highlighted?: boolean;
  title: string;
  text: string;
  price: string;
  period: string;
  note?: string;
  featuresLabel: string;
  features: string[];
  action: { href: string; label: string };
}

function PlanCard(props: PlanCardProps): ReactNode {
  const { eyebrow, badge, highlighted, title, text, price, period, note, featuresLabel, features, action } =
    props;
  return (
    <article
      className={cn(
        'surface flex w-full flex-col border p-6',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-transparent',
      )}
    >
      <div className="flex min-h-6 items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{eyebrow}</p>
        {badge ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
            <Sparkles aria-hidden className="size-3.5" />
            {badge}
          </p>
        ) : null}
      </div>
      <h2 className="mt-2 text-xl font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-sm text-muted-foreground">{period}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">{note}</p>
      <ul aria-label={featuresLabel} className="mt-5 grow space-y-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={action.href}
        className={cn(
          'mt-6 inline-flex h-11 items-center justify-center rounded-md px-5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
          highlighted
            ? 'bg-primary text-primary-foreground hover:opacity-90'
            : 'border border-border bg-card hover:bg-accent',
        )}
      >
        {action.label}
      </Link>
    </article>
  );
}
