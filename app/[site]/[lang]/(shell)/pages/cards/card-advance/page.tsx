import { cardRoute } from '@/components/templates/cards/card-route';
import { CardAdvance } from '@/components/templates/cards/card-advance';

const route = cardRoute('card-advance', CardAdvance);
export const generateMetadata = route.generateMetadata;
export default route.Page;
