import { CalendarClock, Download } from 'lucide-react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { avatarUrl } from '@/lib/account/avatar';
import { accountOverview, type AccountOverview } from '@/lib/account/repository';
import { activeSessions } from '@/lib/account/sessions';
import type { AccountSettingsTab } from '@/lib/account/tabs';
import { trialStatus } from '@/lib/account/trial';
import { getAuth } from '@/lib/auth/auth';
import { isGoogleConfigured } from '@/lib/auth/google';
import type { Viewer } from '@/lib/auth/viewer';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { formatDate } from '@/lib/offers/offer-format';
import type { PageContext } from '@/lib/site/page-context';
import { getStorage } from '@/lib/storage';
import { AccountForm } from './account-form';
import { AvatarField } from './avatar-field';
import { ChangePasswordForm } from './change-password-form';
import { ConnectionsCard } from './connections-card';
import { DeleteAccount } from './delete-account';
import { MessageMailsSwitch } from './message-mails-switch';
import { SectionCard } from './section-card';
import { SessionList } from './session-list';
import { TwoFactorCard } from './two-factor-card';

type Member = Extract<Viewer, { kind: 'member' }>;
type TabProps = { ctx: PageContext; viewer: Member; account: AccountOverview; googleFailed: boolean };

async function AccountTab({ ctx, account }: TabProps) {
  const t = await getTranslations('AccountSettings');
  return (
    <>
      <SectionCard id="account-profile" title={t('profileTitle')} description={t('profileText')}>
        <AvatarField name={account.name} email={account.email} src={avatarUrl(getStorage(), account.image)} />
        <AccountForm
          pageLocale={ctx.locale}
          initial={{ name: account.name, locale: account.locale ?? ctx.locale, about: account.about }}
        />
      </SectionCard>
      <SectionCard id="account-export" title={t('exportTitle')} description={t('exportText')}>
        <a href="/api/account/export" download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden className="size-4" />
          {t('exportButton')}
        </a>
      </SectionCard>
      <SectionCard id="account-delete" danger title={t('deleteTitle')} description={t('deleteText')}>
        <DeleteAccount
          hasPassword={account.providers.includes('credential')}
          email={account.email}
          frontPage={localePath(ctx.locale, '/')}
        />
      </SectionCard>
    </>
  );
}

async function SecurityTab({ ctx, viewer, account }: TabProps) {
  const t = await getTranslations('AccountSettings');
  const tf = await getTranslations('TwoFactor');
  const session = await getAuth().api.getSession({ headers: await headers() });
  const sessions = await activeSessions(getDb(), {
    userId: viewer.userId,
    siteId: ctx.site.id,
    currentSessionId: session?.session.id ?? '',
  });
  const hasPassword = account.providers.includes('credential');
  return (
    <>
      <SectionCard id="security-password" title={t('passwordTitle')} description={t('passwordText')}>
        {hasPassword ? <ChangePasswordForm /> : <p className="text-sm">{t('passwordNotSetText')}</p>}
      </SectionCard>
      <SectionCard id="security-two-factor" title={tf('title')} description={tf('text')}>
        <TwoFactorCard
          enabled={account.twoFactorEnabled}
          hasPassword={hasPassword}
          appName={ctx.site.appName}
        />
      </SectionCard>
      <SectionCard
        id="security-devices"
        title={t('devicesTitle')}
        description={t('devicesText', { appName: ctx.site.appName })}
      >
        <SessionList
          sessions={sessions.map((item) => ({
            id: item.id,
            device: item.device,
            address: item.address,
            lastUsed: item.lastUsed.toISOString(),
            current: item.current,
          }))}
        />
      </SectionCard>
    </>
  );
}

async function NotificationsTab({ ctx, account }: TabProps) {
  const t = await getTranslations('AccountSettings');
  return (
    <SectionCard
      id="notifications-messages"
      title={t('notificationsTitle')}
      description={t('notificationsText', { appName: ctx.site.appName })}
    >
      <MessageMailsSwitch initial={account.notifyMessagesByEmail} email={account.email} />
    </SectionCard>
  );
}

async function ConnectionsTab({ ctx, account, googleFailed }: TabProps) {
  const t = await getTranslations('AccountSettings');
  return (
    <SectionCard id="connections-sign-in" title={t('connectionsTitle')} description={t('connectionsText')}>
      <ConnectionsCard
        providers={account.providers}
        googleAccountId={account.googleAccountId}
        googleConfigured={isGoogleConfigured()}
        googleFailed={googleFailed}
        returnTo={localePath(ctx.locale, '/pages/account-settings/connections')}
      />
    </SectionCard>
  );
}

async function BillingTab({ ctx, account }: TabProps) {
  const t = await getTranslations('AccountSettings');
  const trial = trialStatus(account.memberSince, new Date());
  const days = Math.max(1, Math.round((trial.end.getTime() - trial.start.getTime()) / 86_400_000));
  const used = Math.min(100, Math.round(((days - trial.daysLeft) / days) * 100));
  const facts = [
    [t('trialStart'), formatDate(ctx.locale, trial.start.toISOString())],
    [t('trialEnd'), formatDate(ctx.locale, trial.end.toISOString())],
    [t('trialDaysLeftLabel'), t('trialDaysLeft', { days: trial.daysLeft })],
  ] as const;
  return (
    <>
      <SectionCard
        id="billing-trial"
        title={t('trialTitle')}
        description={t('trialText', { months: FREE_TRIAL_MONTHS, appName: ctx.site.appName })}
        aside={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary">
            <CalendarClock aria-hidden className="size-4" />
            {trial.daysLeft > 0 ? t('trialActive') : t('trialEnded')}
          </span>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-md border border-border p-4">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="mt-1 text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${used}%` }} />
        </div>
      </SectionCard>
      <SectionCard id="billing-payment" title={t('paymentTitle')}>
        <p className="text-sm">{t('paymentText')}</p>
      </SectionCard>
    </>
  );
}

const TABS: Record<AccountSettingsTab, (props: TabProps) => Promise<React.JSX.Element>> = {
  account: AccountTab,
  security: SecurityTab,
  notifications: NotificationsTab,
  connections: ConnectionsTab,
  billing: BillingTab,
};

/** The content of one account settings tab, for the signed-in member on this site. */
export async function AccountSettingsTabContent({
  ctx,
  viewer,
  tab,
  googleFailed,
}: {
  ctx: PageContext;
  viewer: Member;
  tab: AccountSettingsTab;
  /** Google sent the member back from a failed link. */
  googleFailed: boolean;
}) {
  const account = await accountOverview(getDb(), viewer.userId, ctx.site.id);
  if (!account) notFound();
  const Tab = TABS[tab];
  return (
    <div className="space-y-6">
      <Tab ctx={ctx} viewer={viewer} account={account} googleFailed={googleFailed} />
    </div>
  );
}
