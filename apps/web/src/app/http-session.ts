import { sessionStore } from '../features/account';
import { configureHttp } from '../lib/http';
import { loginPathFor } from './guards/redirect';
import type { AppRouter } from './router';

/**
 * Every call carries the session token; a 401 drops the session and goes to /login, remembering the page.
 * (The query cache is emptied at the next login, when no signed-in screen is left to refetch.)
 */
export function connectHttpToSession(router: AppRouter): void {
  configureHttp({
    getToken: sessionStore.getToken,
    onUnauthorized: () => {
      sessionStore.clear('expired');
      const { pathname, search, hash } = router.state.location;
      if (pathname !== '/login')
        void router.navigate(loginPathFor({ pathname, search, hash }), { replace: true });
    },
  });
}
