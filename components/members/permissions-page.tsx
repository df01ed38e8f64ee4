import { getTranslations } from 'next-intl/server';
import { hasCustomPermissions, readSitePermissions } from '@/lib/auth/site-permissions';
import { getDb } from '@/lib/db/client';
import { matrixOf } from '@/lib/members/member-schemas';
import type { PageContext } from '@/lib/site/page-context';
import { MembersIntl } from './members-intl';
import { PermissionMatrix } from './permission-matrix';

/** `/apps/permissions`: the site's stored mapping, read fresh (not the per-request cache). */
export async function PermissionsPage({ ctx }: { ctx: PageContext }) {
  const db = getDb();
  const [mapping, custom] = await Promise.all([
    readSitePermissions(db, ctx.site.id),
    hasCustomPermissions(db, ctx.site.id),
  ]);
  const t = await getTranslations('Permissions');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      <MembersIntl locale={ctx.locale}>
        <PermissionMatrix initial={matrixOf(mapping)} custom={custom} />
      </MembersIntl>
    </div>
  );
}
