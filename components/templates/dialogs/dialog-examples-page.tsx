import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { MemberViewer } from '@/lib/dashboard/scope';
import { clientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/locale-path';
import { APP_TIME_ZONE } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/site/page-context';
import { siteUrl } from '@/lib/site/site-url';
import { AddAddressDialog } from './add-address-dialog';
import { ConfirmExample } from './confirm-example';
import { EditProfileDialog } from './edit-profile-dialog';
import { ReferEarnDialog } from './refer-earn-dialog';
import { ShareProjectDialog } from './share-project-dialog';
import { TwoFactorDialog } from './two-factor-dialog';

/**
 * docs/templates.md `/pages/dialog-examples`: six dialogs on the dialog primitive, each in a card
 * that says what it shows. They are filled with the viewer's name and address and save nothing.
 */
export async function DialogExamplesPage({ ctx, viewer }: { ctx: PageContext; viewer: MemberViewer }) {
  const { site, locale } = ctx;
  const t = await getTranslations('DialogExamples');
  // The dialogs' words travel with this page only (the shell sends none of them).
  const messages = await clientMessages(['DialogExamples', 'Validation']);
  const referral = siteUrl(
    site,
    localePath(locale, { pathname: '/register', query: { ref: viewer.userId.slice(0, 8) } }),
  );
  const examples: {
    key: 'share' | 'profile' | 'address' | 'refer' | 'twoFactor' | 'confirm';
    dialog: ReactNode;
  }[] = [
    {
      key: 'share',
      dialog: <ShareProjectDialog ownerName={viewer.name} projectPath={localePath(locale, '/apps/kanban')} />,
    },
    { key: 'profile', dialog: <EditProfileDialog name={viewer.name} email={viewer.email} locale={locale} /> },
    { key: 'address', dialog: <AddAddressDialog name={viewer.name} locale={locale} /> },
    { key: 'refer', dialog: <ReferEarnDialog appName={site.appName} referralLink={referral} /> },
    { key: 'twoFactor', dialog: <TwoFactorDialog appName={site.appName} email={viewer.email} /> },
    { key: 'confirm', dialog: <ConfirmExample itemName={t('confirm.sampleName')} /> },
  ];
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider
        locale={locale}
        messages={messages as AbstractIntlMessages}
        timeZone={APP_TIME_ZONE}
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {examples.map(({ key, dialog }) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{t(`cards.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`cards.${key}.text`)}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-col items-start gap-3">{dialog}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </NextIntlClientProvider>
    </div>
  );
}
