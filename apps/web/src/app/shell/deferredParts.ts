export { LanguageMenu } from './LanguageMenu';
export { RightBarLinks } from './RightBarLinks';
export { SideMenu } from './SideMenu';
