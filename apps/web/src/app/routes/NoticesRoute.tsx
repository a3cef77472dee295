export { NoticePage as default } from '../../features/notices/NoticePage';
