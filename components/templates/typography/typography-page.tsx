import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import type { PageContext } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';
import { ScriptSamples } from './script-samples';
import { TextStyles } from './text-styles';

/** The heading scale: size and weight of each level, as the product's pages use them. */
const HEADING_SCALE = [
  { level: 1, className: 'text-4xl font-bold tracking-tight', token: 'text-4xl · font-bold' },
  { level: 2, className: 'text-3xl font-bold tracking-tight', token: 'text-3xl · font-bold' },
  { level: 3, className: 'text-2xl font-semibold', token: 'text-2xl · font-semibold' },
  { level: 4, className: 'text-xl font-semibold', token: 'text-xl · font-semibold' },
  { level: 5, className: 'text-lg font-medium', token: 'text-lg · font-medium' },
  { level: 6, className: 'text-base font-medium', token: 'text-base · font-medium' },
] as const;

/**
 * docs/templates.md `/pages/typography`: the type scale and text styles in the site's own words.
 * The page title is the only h1; the scale's samples are styled paragraphs, so the page's outline
 * stays h1 → h2.
 */
export async function TypographyPage({ site, locale }: PageContext) {
  const t = await getTranslations('TypographyPage');
  const wording = await siteWording(site, locale);
  const samples = [
    wording.heroTitle,
    wording.tagline,
    ...wording.features.map((feature) => feature.title),
    wording.addNew,
  ];
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('title')} intro={t('intro', { appName: site.appName })} />
      <Card>
        <CardHeader>
          <CardTitle>{t('headings.title')}</CardTitle>
          <CardDescription>{t('headings.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            {HEADING_SCALE.map(({ level, className, token }, index) => (
              <div
                key={level}
                className="grid gap-1 py-4 sm:grid-cols-[13rem_1fr] sm:items-baseline sm:gap-6"
              >
                <dt className="text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{t('headings.level', { level })}</span>
                  <span className="block font-mono text-xs" dir="ltr">
                    {token}
                  </span>
                </dt>
                <dd className={className}>{samples[index] ?? wording.myItems}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <TextStyles wording={wording} appName={site.appName} />
      <ScriptSamples locale={locale} />
    </div>
  );
}
