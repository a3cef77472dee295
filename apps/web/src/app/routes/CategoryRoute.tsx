export { CategoryPage as default } from '../../features/games/CategoryPage';
