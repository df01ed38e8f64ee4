import { dashboardRoute } from '@/components/dashboard/dashboard-route';
import { OverviewDashboard } from '@/components/dashboard/views/overview-dashboard';

const route = dashboardRoute('/apps/logistics/dashboard', 'overview', OverviewDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
