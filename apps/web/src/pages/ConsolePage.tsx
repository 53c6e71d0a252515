import { TeamAdminPanel } from '../features/console-admin';

/** /console ("Manage", administrators only; the route guard checks). */
export function ConsolePage() {
  return <TeamAdminPanel />;
}
