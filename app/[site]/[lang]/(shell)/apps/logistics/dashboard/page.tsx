import { dashboardRoute } from '@/components/dashboard/dashboard-route';

const route = dashboardRoute('/apps/logistics/dashboard');
export const generateMetadata = route.generateMetadata;
export default route.Page;
