import { dashboardRoute } from '@/components/dashboard/dashboard-route';
import { ListingsDashboard } from '@/components/dashboard/views/listings-dashboard';

const route = dashboardRoute('/apps/logistics/dashboard0', 'listings', ListingsDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
