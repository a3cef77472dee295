export { PromotionsPage as default } from '../../features/promotions/PromotionsPage';
