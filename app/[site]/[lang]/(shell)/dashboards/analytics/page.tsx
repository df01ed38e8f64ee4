import { dashboardRoute } from '@/components/dashboard/dashboard-route';
import { AnalyticsDashboard } from '@/components/dashboard/views/analytics-dashboard';

const route = dashboardRoute('/dashboards/analytics', 'analytics', AnalyticsDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
