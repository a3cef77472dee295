export { GameFramePage as default } from '../../features/games/GameFramePage';
