import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { directionOf, LANGUAGE_NAME, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';

/** Scripts worth checking with the site's font stack: right to left, CJK and Latin diacritics. */
const SCRIPTS: readonly Locale[] = ['ar', 'cn', 'pl', 'de'];

/**
 * One paragraph in several languages, each read from that language's catalogue and marked with its
 * `lang` and `dir`, so the browser picks the right glyphs and direction whatever the page's language.
 */
export async function ScriptSamples({ locale }: { locale: Locale }) {
  const t = await getTranslations('TypographyPage');
  const samples = await Promise.all(
    SCRIPTS.filter((script) => script !== locale).map(async (script) => ({
      script,
      text: (await getTranslations({ locale: script, namespace: 'TypographyPage' }))('scripts.sample'),
    })),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('scripts.title')}</CardTitle>
        <CardDescription>{t('scripts.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <figure className="rounded-md border border-border p-4 md:col-span-2">
          <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {LANGUAGE_NAME[locale]}
          </figcaption>
          <p className="mt-2 text-lg leading-relaxed">{t('scripts.sample')}</p>
        </figure>
        {samples.map(({ script, text }) => (
          <figure key={script} className="rounded-md border border-border p-4">
            <figcaption
              lang={LANGUAGE_TAG[script]}
              className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
            >
              {LANGUAGE_NAME[script]}
            </figcaption>
            <p
              lang={LANGUAGE_TAG[script]}
              dir={directionOf(script)}
              className="mt-2 text-lg leading-relaxed text-start"
            >
              {text}
            </p>
          </figure>
        ))}
      </CardContent>
    </Card>
  );
}
