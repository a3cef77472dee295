export { PromoDetailPage as default } from '../../features/promotions/PromoDetailPage';
