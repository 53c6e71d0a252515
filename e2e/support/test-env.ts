/** Known credentials of the first administrator the e2e server is started with. */
export const ADMIN = {
  email: 'admin@e2e.prowrite.test',
  password: 'e2e-admin-Passw0rd',
  // The server names the first administrator this way (accounts.service ensureFirstAdmin).
  name: 'Administrator',
} as const;

/** Set by global-setup for the workers (Playwright passes the environment on). */
export const BASE_URL_ENV = 'PROWRITE_E2E_BASE_URL';

/**
 * The partner the shared e2e server registers (PARTNERS, decision 0066): minting a partner token then needs
 * its id, and the exchange needs HTTP Basic with its id and secret. A test value, used only on loopback.
 */
export const E2E_PARTNER = { id: 'e2e-partner', secret: 'e2e-partner-secret-0123456789abcdef' } as const;
