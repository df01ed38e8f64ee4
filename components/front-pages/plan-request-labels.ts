import 'server-only';
import { getTranslations } from 'next-intl/server';
import { planPriceFormatter } from '@/components/pricing/plan-price';
import { contactFormLabels } from '@/lib/contact/contact-labels';
import { PLAN_REQUEST_FIELD_ERRORS } from '@/lib/front-pages/plan-request-types';
import { PLAN_IDS, planPrice, YEARLY_BILLED_MONTHS, type PlanId } from '@/lib/front-pages/plans';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';

/**
 * Every text the checkout form shows, translated on the server: the public pages have no
 * NextIntlClientProvider, so the client form gets its strings (and formatted prices) as props.
 * Name, e-mail and the sending errors are the contact form's, whose pipeline the request takes.
 */
export async function planRequestLabels(site: SiteConfig, locale: Locale) {
  const t = await getTranslations('FrontPages.checkout');
  const tpay = await getTranslations('FrontPages.payment');
  const tp = await getTranslations('Pricing.plans');
  const contact = await contactFormLabels();
  const formatPrice = await planPriceFormatter(locale);
  const prices = Object.fromEntries(
    PLAN_IDS.map((plan) => {
      const price = planPrice(site, plan);
      const monthly = formatPrice(price.monthly, price.currency);
      const yearly = formatPrice(price.yearly, price.currency);
      return [
        plan,
        {
          monthly,
          yearly,
          perMonth: t('perMonth', { price: monthly }),
          perYear: t('perYear', { price: yearly }),
        },
      ];
    }),
  ) as Record<PlanId, { monthly: string; yearly: string; perMonth: string; perYear: string }>;
  return {
    formName: t('title'),
    plan: t('planLegend'),
    billing: t('billingLegend'),
    monthly: t('billing_monthly'),
    yearly: t('billing_yearly'),
    yearlyHint: t('billingYearlyHint', { months: 12 - YEARLY_BILLED_MONTHS }),
    details: t('detailsTitle'),
    name: contact.name,
    email: contact.email,
    company: t('company'),
    note: t('note'),
    noteHint: t('noteHint'),
    website: contact.website,
    submit: t('submit'),
    sending: t('sending'),
    summary: t('summaryTitle'),
    summaryPlan: t('summaryPlan'),
    summaryBilling: t('summaryBilling'),
    summaryPrice: t('summaryPrice'),
    summaryDueNow: t('summaryDueNow'),
    summaryNothing: t('summaryNothing'),
    noPayment: t('noPayment', { appName: site.appName }),
    plans: PLAN_IDS.map((id) => ({ id, name: tp(`${id}.name`) })),
    sentTitle: tpay('sentTitle'),
    sentText: Object.fromEntries(
      PLAN_IDS.map((id) => [id, tpay('sentText', { appName: site.appName, plan: tp(`${id}.name`) })]),
    ) as Record<PlanId, string>,
    paymentLink: tpay('title'),
    prices,
    fieldErrors: {
      ...contact.fieldErrors,
      ...Object.fromEntries(PLAN_REQUEST_FIELD_ERRORS.map((key) => [key, t(`error_${key}`)])),
    } as Record<string, string>,
    errors: { ...contact.errors, invalid: t('error_invalid') },
  };
}

export type PlanRequestLabels = Awaited<ReturnType<typeof planRequestLabels>>;
