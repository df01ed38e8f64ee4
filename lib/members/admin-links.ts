import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Viewer } from '@/lib/auth/viewer';
import { decideAccess } from '@/lib/routing/access';
import { routeRule } from '@/lib/routing/routes';
import type { SiteId } from '@/sites';

export type AdminLinkKey = 'members' | 'roles' | 'permissions';

const ADMIN_PAGES = [
  { key: 'members', path: '/apps/user/list', namespace: 'Members' },
  { key: 'roles', path: '/apps/roles', namespace: 'Roles' },
  { key: 'permissions', path: '/apps/permissions', namespace: 'Permissions' },
] as const;

export interface AdminLink {
  key: AdminLinkKey;
  path: (typeof ADMIN_PAGES)[number]['path'];
  label: string;
}

/** The member admin pages this viewer may open here: exactly those their route rules allow. */
export async function memberAdminLinks(viewer: Viewer, siteId: SiteId): Promise<AdminLink[]> {
  const allowed = ADMIN_PAGES.filter(
    (page) => decideAccess(routeRule(page.path), viewer, siteId).kind === 'allow',
  );
  return Promise.all(
    allowed.map(async ({ key, path, namespace }) => ({
      key,
      path,
      label: (await getTranslations(namespace))('title'),
    })),
  );
}
