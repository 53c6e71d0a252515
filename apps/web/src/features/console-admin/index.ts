export { TeamAdminPanel } from './components/TeamAdminPanel';
