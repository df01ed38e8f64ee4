import { dashboardRoute } from '@/components/dashboard/dashboard-route';
import { CrmDashboard } from '@/components/dashboard/views/crm-dashboard';

const route = dashboardRoute('/dashboards/crm', 'crm', CrmDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
