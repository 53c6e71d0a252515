import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult, SsoErrorReason } from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../../config';
import { newId } from '../../../db/ids';
import { tooManyRequests, unauthorized } from '../../../http/errors';
import type { FetchLike } from '../../../http/outbound/operator-fetch';
import { OutboundError } from '../../../http/outbound/outbound-errors';
import type { RateLimits } from '../../rate-limits/rate-limits.service';
import type { AccountsService } from '../accounts.service';
import { mapRole, mapTeam } from './claim-mapping';
import type { OidcRepository } from './oidc.repository';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A started login lasts this long: enough to sign in at the provider, short enough to limit a stolen state. */
export const STATE_TTL_MS = 10 * 60_000;
/** The one-time code only crosses one redirect to the web page. */
export const LOGIN_CODE_TTL_MS = 60_000;
/**
 * Logins one client address may start per window: each stores a state row until it expires. Generous, since a
 * whole company may reach us from one NAT address at the start of the day.
 */
export const STARTS_PER_CLIENT = { limit: 200, windowMs: STATE_TTL_MS };
/** Stored instead of a password hash: it is not a scrypt hash, so no password ever matches it. */
const NO_PASSWORD = 'sso-only';

/** A refused single sign-on: the callback turns it into `/login?sso_error=<reason>`. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SsoRefusal';
  }
}

/** Plain http is allowed for a provider on this machine only (development and tests). */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

/**
 * OpenID Connect authorization-code login with PKCE (decision 0034). `start` stores a single-use state (with its
 * nonce and PKCE verifier) and answers the provider's authorization URL; `callback` takes the state, exchanges
 * the code and checks the ID token (openid-client: signature, issuer, audience, nonce, expiry), finds or creates
 * the user by (issuer, subject) in the team its claims map to, and answers a one-time code; `exchange` turns
 * that code into the same session any other login issues.
 */
export class OidcLoginService {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly config: OidcConfig,
    private readonly repo: OidcRepository,
    private readonly accounts: AccountsService,
    private readonly fetchImpl: FetchLike,
    private readonly log: FastifyBaseLogger,
    private readonly rateLimits: RateLimits,
  ) {}

  /** The provider's metadata, fetched once (a failed fetch is retried by the next login). */
  private client(): Promise<oidc.Configuration> {
    if (!this.discovered) {
      const issuer = new URL(this.config.issuer);
      const customFetch: oidc.CustomFetch = (url, options) => this.fetchImpl(url, options as RequestInit);
      this.discovered = oidc
        .discovery(
          issuer,
          this.config.clientId,
          { client_secret: this.config.clientSecret },
          oidc.ClientSecretBasic(this.config.clientSecret),
          {
            [oidc.customFetch]: customFetch,
            execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
            timeout: 10,
          },
        )
        .then((configuration) => {
          configuration[oidc.customFetch] = customFetch;
          return configuration;
        })
        .catch((err: unknown) => {
          this.discovered = null;
          throw err;
        });
    }
    return this.discovered;
  }

  async start(clientIp: string): Promise<string> {
    const admission = await this.rateLimits.reserve([{ key: `sso-start:${clientIp}`, ...STARTS_PER_CLIENT }]);
    if (!admission.allowed) {
      throw tooManyRequests(
        `Too many single sign-on attempts; try again in ${Math.ceil(admission.retryAfterMs / 1000)} s`,
      );
    }
    let configuration: oidc.Configuration;
    try {
      configuration = await this.client();
    } catch (err) {
      this.log.warn({ err }, 'OpenID Connect: the provider metadata could not be read');
      throw new SsoRefusal('unavailable', 'The identity provider could not be reached', { cause: err });
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const now = new Date();
    await this.repo.deleteExpired(now);
    await this.repo.insertState({
      stateHash: sha256(state),
      nonce,
      codeVerifier,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUrl,
      scope: this.config.scopes,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /** Answers the one-time code for the web page; refusals are SsoRefusal (never a server error for bad input). */
  async callback(query: Record<string, string>): Promise<string> {
    const state = query.state;
    // The state is taken first: whatever follows, this attempt cannot be replayed.
    const stored = state ? await this.repo.takeState(sha256(state)) : undefined;
    if (!state || !stored || stored.expiresAt <= new Date()) {
      throw new SsoRefusal('state', 'This sign-in attempt is unknown, already used or expired');
    }
    if (query.error) {
      throw new SsoRefusal(
        'provider',
        `The identity provider refused the sign-in (${query.error.slice(0, 100)})`,
      );
    }
    const configuration = await this.client().catch((err: unknown) => {
      throw new SsoRefusal('unavailable', 'The identity provider could not be reached', { cause: err });
    });
    const currentUrl = new URL(this.config.redirectUrl);
    currentUrl.search = new URLSearchParams(query).toString();
    let claims: oidc.IDToken;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: stored.codeVerifier,
        expectedState: state,
        expectedNonce: stored.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      claims = idClaims;
    } catch (err) {
      throw this.refusalFor(err);
    }
    return this.issueLoginCode(await this.userFor(claims));
  }

  async exchange(code: string): Promise<LoginResult> {
    const row = await this.repo.takeCode(sha256(code));
    if (!row || row.expiresAt <= new Date())
      throw unauthorized('This single sign-on link is invalid or has expired');
    return this.accounts.startSession(row.userId);
  }

  private refusalFor(err: unknown): SsoRefusal {
    if (err instanceof oidc.AuthorizationResponseError) {
      return new SsoRefusal('provider', `The identity provider refused the sign-in (${err.error})`, {
        cause: err,
      });
    }
    const unreachable =
      err instanceof OutboundError || (err instanceof Error && err.cause instanceof OutboundError);
    this.log.warn(
      { reason: err instanceof Error ? err.message : String(err), code: (err as { code?: unknown }).code },
      'OpenID Connect: sign-in refused',
    );
    return unreachable
      ? new SsoRefusal('unavailable', 'The identity provider could not be reached', { cause: err })
      : new SsoRefusal('token', 'The identity provider answer could not be verified', { cause: err });
  }

  /** The user of this identity: found by (issuer, subject), its role following the claims; or created in the mapped team. */
  private async userFor(claims: oidc.IDToken): Promise<string> {
    const teamId = mapTeam(claims, this.config);
    if (!teamId || !(await this.accounts.findTeam(teamId))) {
      if (teamId) this.log.warn({ teamId }, 'OpenID Connect: OIDC_TEAM_MAP names a team that does not exist');
      throw new SsoRefusal('team', 'Your account is not assigned to a team here');
    }
    const role = mapRole(claims, this.config);
    const existing = await this.repo.findUserId(claims.iss, claims.sub);
    if (existing) {
      await this.accounts.updateRole(existing, role);
      return existing;
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    const name = [claims.name, claims.preferred_username, email, claims.sub].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    )!;
    return this.repo.createUserWithIdentity(
      {
        id: newId(),
        teamId,
        email: email || null,
        name: name.slice(0, 100),
        passwordHash: NO_PASSWORD,
        role,
      },
      { issuer: claims.iss, subject: claims.sub },
    );
  }

  private async issueLoginCode(userId: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.repo.insertCode({
      codeHash: sha256(code),
      userId,
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_MS),
    });
    return code;
  }
}
