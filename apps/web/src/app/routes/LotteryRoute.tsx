export { LotteryPage as default } from '../../features/games/LotteryPage';
