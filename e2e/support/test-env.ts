/** Known credentials of the first administrator the e2e server is started with. */
export const ADMIN = {
  email: 'admin@e2e.prowrite.test',
  password: 'e2e-admin-Passw0rd',
  // The server names the first administrator this way (accounts.service ensureFirstAdmin).
  name: 'Administrator',
} as const;

/** Set by global-setup for the workers (Playwright passes the environment on). */
export const BASE_URL_ENV = 'PROWRITE_E2E_BASE_URL';
