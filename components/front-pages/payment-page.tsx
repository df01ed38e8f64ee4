import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CircleCheck } from 'lucide-react';
import { planPriceFormatter } from '@/components/pricing/plan-price';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import type { PlanChoice } from '@/lib/front-pages/plan-search-params';
import { periodPrice, planPrice } from '@/lib/front-pages/plans';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';
import { FrontPageFrame, PageIntro } from './front-page-frame';

const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * `/front-pages/payment`: how a plan is paid for when the site has no payment provider (its team
 * arranges it), and the confirmation the checkout leads to once its request is sent.
 */
export async function PaymentPage({
  site,
  locale,
  choice,
}: {
  site: SiteConfig;
  locale: Locale;
  choice: PlanChoice;
}) {
  const t = await getTranslations('FrontPages.payment');
  const tc = await getTranslations('FrontPages.checkout');
  const tp = await getTranslations('Pricing.plans');
  const formatPrice = await planPriceFormatter(locale);
  const planName = tp(`${choice.plan}.name`);
  const price = planPrice(site, choice.plan);
  const amount = formatPrice(periodPrice(price, choice.billing), price.currency);
  return (
    <FrontPageFrame site={site} locale={locale} path="/front-pages/payment">
      <div className="mx-auto max-w-4xl space-y-10 px-4 pt-12 sm:px-6">
        {choice.sent ? (
          <div
            role="status"
            className="flex gap-3 rounded-xl border border-primary/30 bg-primary-soft p-5 text-foreground"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
            <div>
              <p className="text-lg font-semibold">{t('sentTitle')}</p>
              <p className="mt-1">{t('sentText', { appName: site.appName, plan: planName })}</p>
            </div>
          </div>
        ) : null}
        <PageIntro
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('subtitle', { appName: site.appName })}
        />
        <section aria-labelledby="payment-steps" className="space-y-5">
          <h2 id="payment-steps" className="text-xl font-semibold">
            {t('stepsTitle')}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="surface border border-transparent p-5">
                <span
                  aria-hidden
                  className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold">{t(`${step}Title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                  {t(`${step}Text`, { appName: site.appName })}
                </p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="payment-plan" className="surface border border-transparent p-6">
          <h2 id="payment-plan" className="text-lg font-semibold">
            {t('summaryTitle')}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {[
              [tc('summaryPlan'), planName],
              [tc('summaryBilling'), tc(`billing_${choice.billing}`)],
              [
                tc('summaryPrice'),
                choice.billing === 'monthly'
                  ? tc('perMonth', { price: amount })
                  : tc('perYear', { price: amount }),
              ],
            ].map(([term, value]) => (
              <div key={term} className="rounded-md border border-border p-4">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="mt-1 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            {choice.sent ? null : (
              <Link
                href={localePath(locale, {
                  pathname: '/front-pages/checkout',
                  query: { plan: choice.plan, billing: choice.billing },
                })}
                className="inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                {t('toCheckout')}
              </Link>
            )}
            <Link
              href={localePath(locale, '/front-pages/pricing')}
              className="inline-flex h-11 items-center rounded-md border border-border bg-card px-5 text-sm font-semibold hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {t('toPricing')}
            </Link>
          </div>
        </section>
        <p className="text-center text-sm text-muted-foreground">
          {t('trialNote', { months: FREE_TRIAL_MONTHS })}
        </p>
      </div>
    </FrontPageFrame>
  );
}
