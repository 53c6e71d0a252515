import type { LinkAccountBody, LoginResult, SwitchAccount } from '@prowrite/contracts';
import { maskEmail, maskPhone } from '@prowrite/contracts';
import type { AuthContext } from '../../../http/auth';
import { badRequest, notFound, unauthorized } from '../../../http/errors';
import type { AccountsService } from '../accounts.service';
import type { AccountLinksRepository, LinkedAccountRow } from './account-links.repository';

function maskedAccount(row: LinkedAccountRow): string {
  if (row.email) return maskEmail(row.email);
  if (row.phone && row.countryCode)
    return `+${row.countryCode} ${maskPhone(row.phone.slice(row.countryCode.length + 1))}`;
  return '';
}

/**
 * Switching between the accounts of one person. A link needs proof of both accounts: the caller's session and
 * the other account's password (checked by the login throttle), so it gives nobody more than they could do by
 * logging in. A switch needs a live session (a URL ticket cannot switch) and a link between exactly the
 * session's account and the target; any other id reads as missing, whether or not it exists.
 */
export class AccountSwitchService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly links: AccountLinksRepository,
  ) {}

  async list(auth: AuthContext): Promise<SwitchAccount[]> {
    const rows = await this.links.listWithLinked(auth.userId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      masked_account: maskedAccount(row),
      team_id: row.teamId,
      team_name: row.teamName,
      type: row.role,
      current: row.id === auth.userId,
    }));
  }

  async link(auth: AuthContext, body: LinkAccountBody, ip: string): Promise<SwitchAccount[]> {
    if (!auth.sessionId) throw unauthorized();
    const otherId = await this.accounts.verifyCredentials(body.account, body.password, ip);
    if (otherId === auth.userId) throw badRequest('account: this is the account you are signed in with');
    await this.links.link(auth.userId, otherId);
    return this.list(auth);
  }

  async unlink(auth: AuthContext, otherId: string): Promise<void> {
    if (!(await this.links.unlink(auth.userId, otherId))) throw notFound('Linked account');
  }

  /** A new session for the linked account; the caller's session ends (one signed-in account per browser). */
  async switchTo(auth: AuthContext, targetId: string): Promise<LoginResult> {
    if (!auth.sessionId) throw unauthorized();
    if (targetId === auth.userId || !(await this.links.isLinked(auth.userId, targetId))) {
      throw notFound('Linked account');
    }
    const result = await this.accounts.startSession(targetId);
    await this.accounts.logout(auth.sessionId);
    return result;
  }
}
