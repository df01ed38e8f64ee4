import { getTranslations } from 'next-intl/server';
import { FlaskConical } from 'lucide-react';
import type { SiteConfig } from '@/sites';

/** The offer page of a demo offer says plainly that it is an example (docs/architecture.md §11). */
export async function ExampleNotice({ site }: { site: SiteConfig }) {
  const t = await getTranslations('Demo');
  return (
    <aside
      aria-labelledby="example-notice-title"
      className="mt-6 flex items-start gap-3 rounded-xl border border-primary/30 bg-primary-soft px-4 py-3 text-sm"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div>
        {/* Not a heading: it comes before the offer's h1, and is a remark about the page, not a part of it. */}
        <p id="example-notice-title" className="font-semibold">
          {t('noticeTitle')}
        </p>
        <p className="mt-0.5 text-foreground/80">{t('noticeText', { appName: site.appName })}</p>
      </div>
    </aside>
  );
}
