import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ClosingContactResult,
  SetClosingContactBody,
  AdminUserRow,
  CompanyTemplateResult,
  CreateUserBody,
  LoginResult,
  Role,
  SetCompanyTemplateBody,
  Team,
  UrlTicket,
  UrlTicketPurpose,
  User,
} from '@prowrite/contracts';
import { bizchatAuthFor, ErrorCode, TEMP_USER_TYPE } from '@prowrite/contracts';
import { newId } from '../../db/ids';
import { type AuthContext, encodeAccessToken } from '../../http/auth';
import type { UrlTickets } from '../../http/url-tickets';
import { AppError, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import type { AccountsRepository, SessionUserRow } from './accounts.repository';
import type { LoginThrottle } from './login-throttle';
import type { SessionCache } from './session-cache';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function toUser(row: SessionUserRow): User {
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    type: row.temporary ? TEMP_USER_TYPE : row.role,
    team_id: row.teamId,
    team_name: row.teamName,
    is_super_admin: row.isSuperAdmin,
    bizchat_auth: bizchatAuthFor(row.role),
  };
}

export type FirstAdminResult = { email: string; generatedPassword: string | null } | null;

export class AccountsService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly sessionTtlMs: number,
    /** Replaceable so tests can tighten the policy. */
    public throttle: LoginThrottle,
    private readonly urlTickets: UrlTickets,
    /** Without a cache every request reads its session from the database. */
    private readonly sessionCache?: SessionCache,
    /** The password check (replaceable so tests can count its runs). */
    public verify: typeof verifyPassword = verifyPassword,
  ) {}

  /**
   * Creates the first administrator (and its team) when no user exists. Without a configured password a random
   * one is generated, written to `DATA_DIR/admin-password.txt` and returned so the caller can print it once.
   */
  async ensureFirstAdmin(opts: {
    email: string | undefined;
    password: string | undefined;
    dataDir: string;
  }): Promise<FirstAdminResult> {
    if ((await this.repo.countUsers()) > 0) return null;
    const email = (opts.email ?? 'admin@prowrite.local').trim().toLowerCase();
    const generated = opts.password ? null : randomBytes(12).toString('base64url');
    const password = opts.password ?? generated!;
    const teamId = newId();
    await this.repo.insertTeam({ id: teamId, name: 'Default team' });
    const created = await this.repo.insertUser({
      id: newId(),
      teamId,
      email,
      name: 'Administrator',
      passwordHash: await hashPassword(password),
      role: 'admin',
      isSuperAdmin: true,
    });
    if (!created) return null;
    if (generated) {
      await mkdir(opts.dataDir, { recursive: true });
      await writeFile(path.join(opts.dataDir, 'admin-password.txt'), `${email}\n${generated}\n`, {
        mode: 0o600,
      });
    }
    return { email, generatedPassword: generated };
  }

  async login(account: string, password: string, ip: string): Promise<LoginResult> {
    return this.startSession(await this.verifyCredentials(account, password, ip));
  }

  /** The id of the account these credentials open, under the login throttle; 401 otherwise. */
  async verifyCredentials(account: string, password: string, ip: string): Promise<string> {
    const email = account.trim().toLowerCase();
    const attempt = { email, ip };
    // Reserved before the slow hash: parallel attempts each take a place in the count, none slips past.
    const reserved = await this.throttle.reserve(attempt);
    if (reserved.retryAfterSeconds > 0) {
      throw tooManyRequests(`Too many failed logins; try again in ${reserved.retryAfterSeconds} s`);
    }
    const user = await this.repo.findUserByEmail(email);
    const valid = await this.verify(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !valid) throw unauthorized('Wrong account or password');
    await this.throttle.succeeded(attempt, reserved);
    return user.id;
  }

  async findTeam(id: string): Promise<{ id: string; name: string } | null> {
    return (await this.repo.findTeam(id)) ?? null;
  }

  /** The user's id and stored password hash, for a login method that checks the hash itself. */
  async findLoginUser(account: string): Promise<{ id: string; passwordHash: string } | null> {
    const user = await this.repo.findUserByEmail(account.trim().toLowerCase());
    return user ? { id: user.id, passwordHash: user.passwordHash } : null;
  }

  /** The user with this email or phone, if any. */
  async findUserIdByAddress(target: { channel: 'email' | 'sms'; address: string }): Promise<string | null> {
    const user =
      target.channel === 'email'
        ? await this.repo.findUserByEmail(target.address)
        : await this.repo.findUserByPhone(target.address);
    return user?.id ?? null;
  }

  /**
   * A new session for a user whose identity was proved (password, code, invitation, single sign-on). `endsBy`
   * caps its expiry (a temporary user's sessions end with the user).
   */
  async startSession(userId: string, endsBy?: Date): Promise<LoginResult> {
    const sessionId = randomBytes(32).toString('hex');
    const ttlEnd = Date.now() + this.sessionTtlMs;
    await this.repo.insertSession({
      tokenHash: sha256(sessionId),
      userId,
      expiresAt: new Date(endsBy ? Math.min(ttlEnd, endsBy.getTime()) : ttlEnd),
    });
    const row = await this.repo.findSessionUser(sha256(sessionId), new Date());
    if (!row) throw new AppError(500, 'Session could not be created');
    return { access_token: encodeAccessToken(sessionId), user: toUser(row) };
  }

  async resolveSession(sessionId: string): Promise<AuthContext | null> {
    return this.resolveSessionHash(sha256(sessionId), sessionId);
  }

  /**
   * The session of an access token (as sent) when the session cache holds it, with no hashing and no await;
   * undefined otherwise (then decode it and call `resolveSession`). Only canonical tokens are cached, so each
   * session has one entry however its token is spelt.
   */
  cachedSession(accessToken: string): AuthContext | undefined {
    return this.sessionCache?.peek(accessToken);
  }

  /** The caller a URL ticket stands for: its session, if that is still live (a logout ends its tickets). */
  async resolveUrlTicket(ticket: string, method: string, routeUrl: string): Promise<AuthContext | null> {
    const hash = this.urlTickets.sessionFor(ticket, method, routeUrl);
    return hash ? this.resolveSessionHash(hash, '') : null;
  }

  /** A short-lived ticket for one purpose of this session (EventSource, <img>/<video> sources). */
  mintUrlTicket(auth: AuthContext, purpose: UrlTicketPurpose): UrlTicket {
    // Only a session mints tickets (a ticket cannot mint more).
    if (!auth.sessionId) throw unauthorized();
    const { ticket, expiresAt } = this.urlTickets.mint(sha256(auth.sessionId), purpose);
    return { ticket, expires_at: Math.floor(expiresAt / 1000) };
  }

  private async resolveSessionHash(tokenHash: string, sessionId: string): Promise<AuthContext | null> {
    const load = async () => {
      const row = await this.repo.findSessionUser(tokenHash, new Date());
      if (!row) return null;
      const auth: AuthContext = {
        userId: row.userId,
        teamId: row.teamId,
        role: row.role,
        isSuperAdmin: row.isSuperAdmin,
        sessionId,
        scope: { teamId: row.teamId },
        user: toUser(row),
      };
      return { auth, expiresAt: row.expiresAt };
    };
    // The cache is keyed by the session hash; a ticket's context has no session id, so it is not cached.
    if (this.sessionCache && sessionId) {
      return this.sessionCache.resolve(encodeAccessToken(sessionId), load, tokenHash);
    }
    return (await load())?.auth ?? null;
  }

  /** Sets a user's role (single sign-on follows the provider's claims); its sessions see the new role at once. */
  async updateRole(userId: string, role: Role): Promise<void> {
    if (await this.repo.updateRole(userId, role)) await this.invalidateUserSessions(userId);
  }

  async logout(sessionId: string): Promise<void> {
    const tokenHash = sha256(sessionId);
    await this.repo.deleteSession(tokenHash);
    await this.sessionCache?.invalidate({ kind: 'session', tokenHash });
  }

  /**
   * Call after any committed change to a user that alters or ends its sessions (password, role, team, name,
   * avatar, removal): every process drops that user's cached sessions.
   */
  async invalidateUserSessions(userId: string): Promise<void> {
    await this.sessionCache?.invalidate({ kind: 'user', userId });
  }

  /** Call after a committed change to a team that shows in sessions (its name, its removal). */
  async invalidateTeamSessions(teamId: string): Promise<void> {
    await this.sessionCache?.invalidate({ kind: 'team', teamId });
  }

  async createTeam(auth: AuthContext, name: string): Promise<Team> {
    if (!auth.isSuperAdmin) throw forbidden('Only the first administrator can create teams');
    const team = { id: newId(), name };
    await this.repo.insertTeam(team);
    return { ...team, company_template: false, closing_contact: '' };
  }

  /** The first administrator switches any team; a team administrator only its own (a foreign id reads as missing). */
  async setCompanyTemplate(auth: AuthContext, body: SetCompanyTemplateBody): Promise<CompanyTemplateResult> {
    if (!auth.isSuperAdmin && body.team_id !== auth.teamId) throw notFound('Team');
    if (!(await this.repo.setCompanyTemplate(body.team_id, body.enabled))) throw notFound('Team');
    return { team_id: body.team_id, company_template: body.enabled };
  }

  /** Same rights as the company template: the first administrator any team, a team administrator its own. */
  async setClosingContact(auth: AuthContext, body: SetClosingContactBody): Promise<ClosingContactResult> {
    if (!auth.isSuperAdmin && body.team_id !== auth.teamId) throw notFound('Team');
    const contact = body.closing_contact.replace(/\r\n?/g, '\n');
    if (!(await this.repo.setClosingContact(body.team_id, contact))) throw notFound('Team');
    return { team_id: body.team_id, closing_contact: contact };
  }

  async listTeams(auth: AuthContext): Promise<Team[]> {
    return this.repo.listTeams(auth.isSuperAdmin ? null : auth.scope);
  }

  async createUser(auth: AuthContext, body: CreateUserBody): Promise<{ id: string }> {
    // A team administrator adds users to its own team only; a foreign team id reads as missing.
    if (!auth.isSuperAdmin && body.team_id !== auth.teamId) throw notFound('Team');
    if (!(await this.repo.findTeam(body.team_id))) throw notFound('Team');
    const id = newId();
    const created = await this.repo.insertUser({
      id,
      teamId: body.team_id,
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(body.password),
      role: body.role,
    });
    if (!created) throw conflict('An account with this email already exists', ErrorCode.accountExists);
    return { id };
  }

  async listUsers(auth: AuthContext): Promise<AdminUserRow[]> {
    const rows = await this.repo.listUsers(auth.isSuperAdmin ? null : auth.scope);
    return rows.map((r) => ({
      id: r.userId,
      name: r.name,
      email: r.email,
      role: r.role,
      team_id: r.teamId,
      team_name: r.teamName,
      created_at: Math.floor(r.createdAt.getTime() / 1000),
    }));
  }
}
