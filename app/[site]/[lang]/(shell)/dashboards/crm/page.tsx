import { dashboardRoute } from '@/components/dashboard/dashboard-route';

const route = dashboardRoute('/dashboards/crm');
export const generateMetadata = route.generateMetadata;
export default route.Page;
