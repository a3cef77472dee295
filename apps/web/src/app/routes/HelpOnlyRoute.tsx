export { HelpOnlyPage as default } from '../../features/help/HelpOnlyPage';
