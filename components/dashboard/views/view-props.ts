import type { MemberViewer } from '@/lib/dashboard/scope';
import type { PageContext } from '@/lib/site/page-context';

/** What a signed-in dashboard view is given by its route. */
export interface DashboardViewProps {
  ctx: PageContext;
  viewer: MemberViewer;
}
