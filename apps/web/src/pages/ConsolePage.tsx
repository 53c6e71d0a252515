import { TeamAdminPanel } from '../features/console-admin';

/** /console ("Manage", the console read bit; the route guard checks). */
export function ConsolePage() {
  return <TeamAdminPanel />;
}
