import { cardRoute } from '@/components/templates/cards/card-route';
import { CardBasic } from '@/components/templates/cards/card-basic';

const route = cardRoute('card-basic', CardBasic, { figures: false });
export const generateMetadata = route.generateMetadata;
export default route.Page;
