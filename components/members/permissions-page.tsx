import { getTranslations } from 'next-intl/server';
import { hasCustomPermissions, readSitePermissions } from '@/lib/auth/site-permissions';
import { getDb } from '@/lib/db/client';
import { permissionHistoryOf } from '@/lib/members/audit-log';
import { matrixOf } from '@/lib/members/member-schemas';
import type { PageContext } from '@/lib/site/page-context';
import { AuditTrail } from './audit-trail';
import { MembersIntl } from './members-intl';
import { PermissionMatrix } from './permission-matrix';

/** `/apps/permissions`: the site's stored mapping, read fresh (not the per-request cache). */
export async function PermissionsPage({ ctx }: { ctx: PageContext }) {
  const db = getDb();
  const [mapping, custom, history] = await Promise.all([
    readSitePermissions(db, ctx.site.id),
    hasCustomPermissions(db, ctx.site.id),
    permissionHistoryOf(db, ctx.site.id),
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
      <section className="surface space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t('history')}</h2>
        <AuditTrail rows={history} empty={t('historyEmpty')} />
      </section>
    </div>
  );
}
