import { cardRoute } from '@/components/templates/cards/card-route';
import { CardWidgets } from '@/components/templates/cards/card-widgets';

const route = cardRoute('card-widgets', CardWidgets);
export const generateMetadata = route.generateMetadata;
export default route.Page;
