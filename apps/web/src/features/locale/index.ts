export { LanguageSwitch } from './components/LanguageSwitch';
