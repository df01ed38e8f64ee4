import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SiteWording } from '@/lib/site/site-copy';

const CODE_SAMPLE = `<p className="text-sm text-muted-foreground">
  {t('intro', { appName })}
</p>`;

/** Paragraph and inline styles, lists, a quotation and code, in the site's own words. */
export async function TextStyles({ wording, appName }: { wording: SiteWording; appName: string }) {
  const t = await getTranslations('TypographyPage');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('text.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-lg text-foreground">{wording.heroSubtitle}</p>
          <p>{wording.features[0]?.text}</p>
          <p className="text-sm text-muted-foreground">{wording.features[1]?.text}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <li>
              <strong>{t('text.bold')}</strong>
            </li>
            <li>
              <em>{t('text.italic')}</em>
            </li>
            <li>
              <span className="underline underline-offset-4">{t('text.underline')}</span>
            </li>
            <li>
              <s>{t('text.strike')}</s>
            </li>
            <li>
              <mark className="rounded bg-primary-soft px-1 text-foreground">{t('text.mark')}</mark>
            </li>
            <li>
              <small className="text-xs">{t('text.small')}</small>
            </li>
            <li>
              <a
                href="#typography-code"
                className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {t('text.link')}
              </a>
            </li>
            <li>
              {t.rich('text.keys', {
                key: (chunks) => (
                  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {chunks}
                  </kbd>
                ),
              })}
            </li>
            <li>
              H<sub>2</sub>O · m<sup>2</sup>
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('lists.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('lists.unordered')}</h3>
            <ul className="list-disc space-y-1 ps-5">
              {wording.features.map((feature) => (
                <li key={feature.title}>{feature.title}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('lists.ordered')}</h3>
            <ol className="list-decimal space-y-1 ps-5">
              <li>{t('lists.step1')}</li>
              <li>
                {t('lists.step2', { addNew: wording.addNew })}
                <ul className="mt-1 list-[circle] space-y-1 ps-5 text-sm text-muted-foreground">
                  <li>{t('lists.step2a')}</li>
                  <li>{t('lists.step2b')}</li>
                </ul>
              </li>
              <li>{t('lists.step3', { myItems: wording.myItems })}</li>
            </ol>
          </div>
          <div className="sm:col-span-2">
            <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('lists.description')}</h3>
            <dl className="space-y-2">
              {wording.features.map((feature) => (
                <div key={feature.title}>
                  <dt className="font-medium">{feature.title}</dt>
                  <dd className="text-sm text-muted-foreground">{feature.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('quote.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <figure>
            <blockquote className="border-s-4 border-primary ps-4 text-lg italic">
              <p>{wording.heroSubtitle}</p>
            </blockquote>
            <figcaption className="mt-3 ps-5 text-sm text-muted-foreground">
              — {t('quote.caption', { appName })}
            </figcaption>
          </figure>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id="typography-code">{t('code.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p>
            {t.rich('code.inline', {
              code: (chunks) => (
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{chunks}</code>
              ),
            })}
          </p>
          <pre
            dir="ltr"
            tabIndex={0}
            aria-label={t('code.blockLabel')}
            className="overflow-x-auto rounded-md bg-muted p-4 text-start font-mono text-xs leading-relaxed focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <code>{CODE_SAMPLE}</code>
          </pre>
        </CardContent>
      </Card>
    </div>
  );
}
