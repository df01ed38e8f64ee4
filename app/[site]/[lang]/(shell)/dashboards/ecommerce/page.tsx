import { dashboardRoute } from '@/components/dashboard/dashboard-route';
import { EcommerceDashboard } from '@/components/dashboard/views/ecommerce-dashboard';

const route = dashboardRoute('/dashboards/ecommerce', 'ecommerce', EcommerceDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
