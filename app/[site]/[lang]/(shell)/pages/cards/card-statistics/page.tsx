import { cardRoute } from '@/components/templates/cards/card-route';
import { CardStatistics } from '@/components/templates/cards/card-statistics';

const route = cardRoute('card-statistics', CardStatistics);
export const generateMetadata = route.generateMetadata;
export default route.Page;
