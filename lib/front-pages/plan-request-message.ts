import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import type { PlanRequest } from './plan-request-schema';
import { periodPrice, planPrice } from './plans';

/**
 * The text of a plan request as the site's team reads it in My messages, in the site's own
 * language (the team's, whatever page the visitor used).
 */
export async function planRequestMessage(site: SiteConfig, request: PlanRequest): Promise<string> {
  const locale: Locale = site.defaultLang;
  const t = await getTranslations({ locale, namespace: 'FrontPages.checkout' });
  const tp = await getTranslations({ locale, namespace: 'Pricing.plans' });
  const format = await getFormatter({ locale });
  const price = planPrice(site, request.plan);
  const amount = format.number(periodPrice(price, request.billing), {
    style: 'currency',
    currency: price.currency,
  });
  const lines = [
    t('mailHeading', { appName: site.appName }),
    t(request.billing === 'monthly' ? 'mailPlanMonthly' : 'mailPlanYearly', {
      plan: tp(`${request.plan}.name`),
      price: amount,
    }),
    request.company ? t('mailCompany', { company: request.company }) : null,
    request.note ? t('mailNote', { note: request.note }) : null,
    t('mailReply', { email: request.email }),
  ];
  return lines.filter(Boolean).join('\n\n');
}
