export { HelpPage as default } from '../../features/help/HelpPage';
