import { KeyRound, ShieldCheck, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { grantsOf, HOLDERS, type Holder } from '@/lib/auth/permission-registry';
import { sitePermissions } from '@/lib/auth/site-permissions';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { holderCounts } from '@/lib/members/member-directory';
import { HOLDER_LABEL, HOLDER_TEXT, PERMISSION_LABEL } from '@/lib/members/member-labels';
import { memberListSearch, DEFAULT_MEMBER_LIST_QUERY } from '@/lib/members/member-list-params';
import type { PageContext } from '@/lib/site/page-context';
import { HolderChip } from './member-badges';

/** The members list filtered to one holder. */
function membersWith(holder: Holder) {
  const [kind, value] = holder.split(':') as ['role' | 'scope', string];
  return memberListSearch({ ...DEFAULT_MEMBER_LIST_QUERY, [kind]: value });
}

/** `/apps/roles`: each role and scope, what it grants on this site and how many members hold it. */
export async function RolesOverview({ ctx }: { ctx: PageContext }) {
  const db = getDb();
  const [mapping, counts] = await Promise.all([
    sitePermissions(db, ctx.site.id),
    holderCounts(db, ctx.site.id),
  ]);
  const grants = grantsOf(mapping);
  const t = await getTranslations('Roles');
  const tp = await getTranslations('Permissions');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Link href={localePath(ctx.locale, '/apps/permissions')} className={buttonVariants()}>
          <KeyRound aria-hidden className="size-4" />
          {t('editPermissions')}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{t('menuNote')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {HOLDERS.map((holder) => {
          const granted = grants[holder];
          const kind = holder.startsWith('role:') ? 'role' : 'scope';
          return (
            <li key={holder} className="surface flex flex-col gap-4 p-6">
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                  <ShieldCheck aria-hidden className="size-5" />
                </span>
                <div className="min-w-0 grow space-y-1">
                  <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                    {t(HOLDER_LABEL[holder])}
                    <HolderChip kind={kind} label={t(kind)} />
                  </h2>
                  <p className="text-sm text-muted-foreground">{t(HOLDER_TEXT[holder])}</p>
                </div>
              </div>
              <div className="space-y-2">
                <h3 className="text-sm font-medium">{t('permissions')}</h3>
                {granted === 'all' || granted.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    {t(granted === 'all' ? 'everything' : 'nothing')}
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {granted.map((key) => (
                      <li key={key} className="rounded-md bg-muted px-2 py-1 text-xs">
                        {tp(PERMISSION_LABEL[key])}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <Link
                href={localePath(ctx.locale, { pathname: '/apps/user/list', query: membersWith(holder) })}
                className="mt-auto inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
              >
                <Users aria-hidden className="size-4" />
                {t('members', { count: counts[holder] ?? 0 })}
                <span className="sr-only">: {t('showMembers', { holder: t(HOLDER_LABEL[holder]) })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
