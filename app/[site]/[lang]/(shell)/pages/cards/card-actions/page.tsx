import { cardRoute } from '@/components/templates/cards/card-route';
import { CardActions } from '@/components/templates/cards/card-actions';

const route = cardRoute('card-actions', CardActions);
export const generateMetadata = route.generateMetadata;
export default route.Page;
