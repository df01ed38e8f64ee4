import { getTranslations } from 'next-intl/server';
import { ShieldCheck } from 'lucide-react';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('AccessControl'))('title') };
}

/** docs/product.md §2.3: needs `read` on `AclDemo`. */
export default async function AccessControlPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/access-control');
  const t = await getTranslations('AccessControl');
  const rules = viewer.kind === 'member' ? viewer.abilityRules : [];
  return (
    <section className="surface space-y-4 p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-lg bg-primary-soft text-primary">
          <ShieldCheck aria-hidden className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      </div>
      <p className="text-muted-foreground">{t('text')}</p>
      <h2 className="font-semibold">{t('rules')}</h2>
      <pre className="overflow-x-auto rounded-md bg-muted p-4 text-sm" dir="ltr">
        {JSON.stringify(rules, null, 2)}
      </pre>
    </section>
  );
}
