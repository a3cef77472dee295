export { SeamlessPage as default } from '../../features/games/SeamlessPage';
