import type { Viewer } from '@/lib/auth/viewer';
import { listingScope } from '@/lib/listings/scope';
import type { SiteConfig, SiteId } from '@/sites';

export type MemberViewer = Extract<Viewer, { kind: 'member' }>;

/**
 * Whose figures a dashboard shows: always one site's data (the site that owns it, so the local
 * site counts real-estate's), and within it the whole site for its admins or one member's own.
 */
export interface FigureScope {
  siteId: SiteId;
  /** Null: the site's totals (admins). Otherwise the member whose offers, messages and calls count. */
  memberId: string | null;
}

/** An admin sees the site's totals, a member their own (roles come from the owning site's membership). */
export function figureScope(site: SiteConfig, viewer: MemberViewer): FigureScope {
  return { siteId: listingScope(site), memberId: viewer.roles.includes('admin') ? null : viewer.userId };
}

/** The site's public figures: what any visitor may see (published offers only). */
export const publicScope = (site: SiteConfig): FigureScope => ({
  siteId: listingScope(site),
  memberId: null,
});
