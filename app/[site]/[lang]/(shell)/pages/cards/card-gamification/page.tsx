import { cardRoute } from '@/components/templates/cards/card-route';
import { CardGamification } from '@/components/templates/cards/card-gamification';

const route = cardRoute('card-gamification', CardGamification);
export const generateMetadata = route.generateMetadata;
export default route.Page;
