import { KeyRound, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { memberAdminLinks } from '@/lib/members/admin-links';
import { listMembers } from '@/lib/members/member-directory';
import type { MemberListQuery } from '@/lib/members/member-list-params';
import type { PageContext } from '@/lib/site/page-context';
import { MembersIntl } from './members-intl';
import { MembersTable } from './members-table';

/** `/apps/user/list`: one page of the site's members, as its URL asks. */
export async function MembersListPage({
  ctx,
  viewer,
  query,
}: {
  ctx: PageContext;
  viewer: Extract<Viewer, { kind: 'member' }>;
  query: MemberListQuery;
}) {
  const t = await getTranslations('Members');
  const { members, total } = await listMembers(getDb(), ctx.site.id, query);
  const links = (await memberAdminLinks(viewer, ctx.site.id)).filter((link) => link.key !== 'members');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {links.map((link) => (
            <Link
              key={link.key}
              href={localePath(ctx.locale, link.path)}
              className={buttonVariants({ variant: 'outline' })}
            >
              {link.key === 'roles' ? (
                <ShieldCheck aria-hidden className="size-4" />
              ) : (
                <KeyRound aria-hidden className="size-4" />
              )}
              {link.label}
            </Link>
          ))}
        </div>
      </div>
      <MembersIntl locale={ctx.locale}>
        <MembersTable
          members={members}
          total={total}
          query={query}
          locale={ctx.locale}
          viewerId={viewer.userId}
        />
      </MembersIntl>
    </div>
  );
}
