import { publicDashboardRoute } from '@/components/dashboard/dashboard-route';
import { AcademyDashboard } from '@/components/dashboard/views/academy-dashboard';

const route = publicDashboardRoute('/apps/academy/dashboard', 'academy', AcademyDashboard);
export const generateMetadata = route.generateMetadata;
export default route.Page;
