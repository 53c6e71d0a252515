import { useCallback, useState } from 'react';
import { accountApi } from '../api/account-api';
import { sessionStore } from '../state/session-store';

/**
 * Ends the session on the server (best effort) and forgets it here; the route guard then shows /login.
 * The query cache is emptied at the next login, once no signed-in screen is mounted to refetch.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    const token = sessionStore.getToken();
    setPending(true);
    try {
      if (token) await accountApi.logout(token);
    } catch {
      // The server may already have dropped the session; leaving locally is what matters.
    } finally {
      setPending(false);
    }
    sessionStore.clear('logout');
  }, []);
  return { logout, pending };
}
