import { History } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Role } from '@/lib/auth/membership';
import { inRegistryOrder, ROLES, SCOPES, type Holder } from '@/lib/auth/permission-registry';
import type { AuditRow } from '@/lib/members/audit-log';
import { AUDIT_LABEL, HOLDER_LABEL } from '@/lib/members/member-labels';
import type { Scope } from '@/sites';
import { HolderChips } from './member-badges';

type StoredMembership = { roles?: unknown; scopes?: unknown };

/** The roles and scopes an audit row's `before` or `after` holds, if it is about a membership. */
function membershipOf(value: unknown): { roles: Role[]; scopes: Scope[] } | null {
  if (!value || typeof value !== 'object') return null;
  const { roles, scopes } = value as StoredMembership;
  if (!Array.isArray(roles) || !Array.isArray(scopes)) return null;
  return { roles: inRegistryOrder(ROLES, roles), scopes: inRegistryOrder(SCOPES, scopes) };
}

/** The newest changes admins made here: what, who, when, and a membership's before → after. */
export async function AuditTrail({ rows, empty }: { rows: AuditRow[]; empty: string }) {
  const t = await getTranslations('Audit');
  const tr = await getTranslations('Roles');
  const format = await getFormatter();
  const holder = (value: Holder) => tr(HOLDER_LABEL[value]);
  const chips = (value: { roles: Role[]; scopes: Scope[] }) => (
    <HolderChips roles={value.roles} scopes={value.scopes} labelOf={holder} none="—" />
  );
  if (!rows.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-4">
      {rows.map((row) => {
        const before = membershipOf(row.details.before);
        const after = membershipOf(row.details.after);
        const sessions = row.details.sessionsEnded;
        return (
          <li key={row.id} className="flex gap-3">
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
              <History aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 space-y-1 text-sm">
              <p>
                <span className="font-medium">{t(AUDIT_LABEL[row.action])}</span>{' '}
                <span className="text-muted-foreground">
                  {row.actorName ? t('by', { name: row.actorName }) : t('byUnknown')} ·{' '}
                  <time dateTime={row.createdAt}>
                    {format.dateTime(new Date(row.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </span>
              </p>
              {before && after ? (
                <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">{t('before')}</dt>
                  <dd>{chips(before)}</dd>
                  <dt className="text-muted-foreground">{t('after')}</dt>
                  <dd>{chips(after)}</dd>
                </dl>
              ) : null}
              {typeof sessions === 'number' ? (
                <p className="text-muted-foreground">{t('sessionsEnded', { count: sessions })}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
