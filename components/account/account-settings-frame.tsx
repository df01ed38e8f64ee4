import { Bell, CreditCard, Link2, LockKeyhole, UserRound, type LucideIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AccountSettingsTab } from '@/lib/account/tabs';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { ACCOUNT_SETTINGS_TABS } from '@/lib/routing/routes';
import { TabLinks } from './tab-links';

const ICONS: Record<AccountSettingsTab, LucideIcon> = {
  account: UserRound,
  security: LockKeyhole,
  notifications: Bell,
  connections: Link2,
  billing: CreditCard,
};

/** The heading and tabs of account settings around the current tab's content. */
export async function AccountSettingsFrame({
  locale,
  tab,
  children,
}: {
  locale: Locale;
  tab: AccountSettingsTab;
  children: ReactNode;
}) {
  const t = await getTranslations('AccountSettings');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      <TabLinks
        label={t('tabsLabel')}
        tabs={ACCOUNT_SETTINGS_TABS.map((name) => ({
          href: localePath(locale, `/pages/account-settings/${name}` as const),
          label: t(`tab_${name}` as const),
          icon: ICONS[name],
          current: name === tab,
        }))}
      />
      {children}
    </div>
  );
}
