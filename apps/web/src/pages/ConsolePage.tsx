import { TeamAdminPanel } from '../features/console-admin/components/TeamAdminPanel';

/** /console ("Manage", administrators only; the route guard checks). */
export function ConsolePage() {
  return <TeamAdminPanel />;
}
