export { GameHallPage as default } from '../../features/games/GameHallPage';
