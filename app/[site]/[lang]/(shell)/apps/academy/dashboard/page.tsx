import { dashboardRoute } from '@/components/dashboard/dashboard-route';

const route = dashboardRoute('/apps/academy/dashboard');
export const generateMetadata = route.generateMetadata;
export default route.Page;
