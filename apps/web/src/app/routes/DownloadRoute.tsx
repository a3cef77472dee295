export { DownloadPage as default } from '../../features/download/DownloadPage';
