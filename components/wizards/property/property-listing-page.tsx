import { Building2 } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Viewer } from '@/lib/auth/viewer';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';
import { draftStorageKey } from '@/lib/wizards/draft';
import { listingsAreProperties } from '@/lib/wizards/property-sites';
import { WizardIntl } from '../wizard-intl';
import { WizardPageHeader } from '../wizard-page-header';
import { PropertyListingWizard } from './property-listing-wizard';

/** `/wizard-examples/property-listing`: the wizard on property sites, a way to Add new elsewhere. */
export async function PropertyListingPage({
  ctx,
  viewer,
}: {
  ctx: PageContext;
  viewer: Extract<Viewer, { kind: 'member' }>;
}) {
  const t = await getTranslations('Wizards.property');
  const wording = await siteWording(ctx.site, ctx.locale);
  if (!listingsAreProperties(ctx.site))
    return (
      <div className="space-y-6">
        <WizardPageHeader title={t('title')} intro={t('intro')} />
        <EmptyState
          icon={Building2}
          title={t('notProperty.title')}
          text={t('notProperty.text', { site: ctx.site.appName })}
        >
          <Link href={localePath(ctx.locale, '/add-new')} className={buttonVariants({ className: 'mt-2' })}>
            {wording.addNew}
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div className="space-y-6">
      <WizardPageHeader title={t('title')} intro={t('intro')} />
      <WizardIntl locale={ctx.locale} paths={['ListingForm', 'MediaErrors']}>
        <PropertyListingWizard
          storageKey={draftStorageKey('property-listing', ctx.site.id, viewer.userId)}
          currency={ctx.site.currency}
          myItemsLabel={wording.myItems}
        />
      </WizardIntl>
    </div>
  );
}
