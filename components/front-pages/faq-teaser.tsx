import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from 'lucide-react';
import { faqFor } from '@/lib/faq/faq';
import type { FaqItemId } from '@/lib/faq/faq-content';
import { helpCenterPath } from '@/lib/help-center/help-center-seo';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { SiteConfig } from '@/sites';

/** The questions of the FAQ page the landing page answers at once. */
const TEASER_QUESTIONS: readonly FaqItemId[] = ['register', 'trial', 'publish'];

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** A few questions from the site's FAQ, with the way to the others and to the help center. */
export async function FaqTeaser({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('FrontPages.landing');
  const items = (await faqFor(site, locale))
    .flatMap((section) => section.items)
    .filter((item) => TEASER_QUESTIONS.includes(item.id));
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
        {t('faqTitle')}
      </h2>
      <ul className="mt-8 divide-y divide-border rounded-xl border border-border">
        {items.map((item) => (
          <li key={item.id} className="p-5 sm:p-6">
            <h3 className="font-semibold">{item.question}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{item.answer}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3">
        <Link href={localePath(locale, '/pages/faq')} className={linkClass}>
          {t('faqLink')}
          <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
        <Link href={helpCenterPath(locale)} className={linkClass}>
          {t('helpLink')}
          <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      </p>
    </section>
  );
}
