export { PointMallPage as default } from '../../features/points/PointMallPage';
