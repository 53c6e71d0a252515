import { z } from 'zod';

/**
 * bizchat_auth.read_permission bits, one per checked area (bit values are ours, published here and in
 * docs/permissions.md). A page or call needing a read bit is open when `(read_permission & bit) !== 0`.
 */
export const READ_PERMISSION = {
  chat: 1,
  bot: 2,
  works: 4,
  knowledge: 8,
  membership: 16,
  liveSupport: 32,
  console: 64,
  medpilot: 128,
} as const;

/** bizchat_auth.write_permission bits: creating and changing bots, works and knowledge-base items. */
export const WRITE_PERMISSION = { bot: 1, works: 2, knowledge: 4 } as const;

export type ReadArea = keyof typeof READ_PERMISSION;
export type WriteArea = keyof typeof WRITE_PERMISSION;

/** A plain chat user: read permission equals the chat bit exactly. */
export const CHAT_ONLY = READ_PERMISSION.chat;

const all = <T extends Record<string, number>>(bits: T) => Object.values(bits).reduce((a, b) => a | b, 0);

/**
 * What each role may do. `viewer` reads works (and comments on them) but changes nothing; `member` writes
 * works; `admin` has everything, the console included.
 */
export const ROLE_PERMISSIONS = {
  admin: { read: all(READ_PERMISSION), write: all(WRITE_PERMISSION) },
  member: {
    read:
      READ_PERMISSION.chat | READ_PERMISSION.works | READ_PERMISSION.knowledge | READ_PERMISSION.membership,
    write: WRITE_PERMISSION.works | WRITE_PERMISSION.knowledge,
  },
  viewer: { read: READ_PERMISSION.chat | READ_PERMISSION.works, write: 0 },
  /**
   * Trial (temporary users): chat, works and medical inquiry, writing only works. Each temporary user has a team
   * of its own, so what it writes is seen by nobody else; no knowledge base, membership or console.
   */
  nai: {
    read: READ_PERMISSION.chat | READ_PERMISSION.works | READ_PERMISSION.medpilot,
    write: WRITE_PERMISSION.works,
  },
} as const;

export const bizchatAuthSchema = z.object({
  read_permission: z.number().int(),
  write_permission: z.number().int(),
  role: z.string(),
  /** false hides the account menu's exit item. */
  logout_flag: z.boolean(),
});
export type BizchatAuth = z.infer<typeof bizchatAuthSchema>;

export const canRead = (auth: Pick<BizchatAuth, 'read_permission'>, area: ReadArea) =>
  (auth.read_permission & READ_PERMISSION[area]) !== 0;
export const canWrite = (auth: Pick<BizchatAuth, 'write_permission'>, area: WriteArea) =>
  (auth.write_permission & WRITE_PERMISSION[area]) !== 0;

/** The bizchat_auth a role carries. */
export function bizchatAuthFor(role: keyof typeof ROLE_PERMISSIONS): BizchatAuth {
  const p = ROLE_PERMISSIONS[role];
  return { read_permission: p.read, write_permission: p.write, role, logout_flag: true };
}
