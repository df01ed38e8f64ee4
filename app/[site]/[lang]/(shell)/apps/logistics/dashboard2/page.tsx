import { dashboardRoute } from '@/components/dashboard/dashboard-route';
import { CommunicationDashboard } from '@/components/dashboard/views/communication-dashboard';

const route = dashboardRoute('/apps/logistics/dashboard2', 'communication', CommunicationDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
