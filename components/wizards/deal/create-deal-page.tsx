import { Tag } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Viewer } from '@/lib/auth/viewer';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { draftStorageKey } from '@/lib/wizards/draft';
import { wizardOffers } from '@/lib/wizards/wizard-offers';
import { WizardIntl } from '../wizard-intl';
import { WizardPageHeader } from '../wizard-page-header';
import { CreateDealWizard } from './create-deal-wizard';

/** `/wizard-examples/create-deal`: a deal on the site's offers, checked by the server and confirmed. */
export async function CreateDealPage({
  ctx,
  viewer,
}: {
  ctx: PageContext;
  viewer: Extract<Viewer, { kind: 'member' }>;
}) {
  const t = await getTranslations('Wizards.deal');
  const offers = await wizardOffers(ctx.site);
  return (
    <div className="space-y-6">
      <WizardPageHeader title={t('title')} intro={t('intro')} />
      {offers.length ? (
        <WizardIntl locale={ctx.locale} paths={[]}>
          <CreateDealWizard
            storageKey={draftStorageKey('create-deal', ctx.site.id, viewer.userId)}
            offers={offers}
            currency={offers[0]?.currency ?? ctx.site.currency}
          />
        </WizardIntl>
      ) : (
        <EmptyState icon={Tag} title={t('noOffers.title')} text={t('noOffers.text')}>
          <Link href={localePath(ctx.locale, '/search')} className={buttonVariants({ className: 'mt-2' })}>
            {t('noOffers.search')}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
