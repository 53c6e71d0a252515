import {
  adminFeedbackResultSchema,
  type AdminFeedbackRow,
  type AdminUserRow,
  type FeedbackTagsResult,
  feedbackTagsResultSchema,
  type FeedbackType,
  type UiLanguage,
  adminUserRowSchema,
  type CompanyTemplateResult,
  type ClosingContactResult,
  closingContactResultSchema,
  companyTemplateResultSchema,
  type SetClosingContactBody,
  type CreateTeamBody,
  type CreateUserBody,
  type CreateInvitationBody,
  type InvitationCreated,
  invitationCreatedSchema,
  type SetCompanyTemplateBody,
  type Team,
  teamSchema,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';

/** Admin answers nest their result as `{data: {data: ...}}`: unwrap the inner `data`. */
function inner(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) {
    throw new Error('expected {data: ...}');
  }
  return payload.data;
}

const userRows = adminUserRowSchema.array();
const teamRows = teamSchema.array();
const createdId = teamSchema.pick({ id: true });

// Answers are checked against the shared contract, so a server/client drift shows up as a clear error.
export const adminApi = {
  listUsers: (signal?: AbortSignal): Promise<AdminUserRow[]> =>
    http.get('/api/admin/users', { signal, parse: (d) => userRows.parse(inner(d)) }),
  listTeams: (signal?: AbortSignal): Promise<Team[]> =>
    http.get('/api/admin/teams', { signal, parse: (d) => teamRows.parse(inner(d)) }),
  /** Errors are shown in the dialog, not as a toast. */
  createTeam: (body: CreateTeamBody): Promise<Team> =>
    http.post('/api/admin/teams', body, { silent: true, parse: (d) => teamSchema.parse(inner(d)) }),
  /** PUT teams/company-template (decision 0007); a refusal shows as the usual toast. */
  setCompanyTemplate: (body: SetCompanyTemplateBody): Promise<CompanyTemplateResult> =>
    http.put('/api/admin/teams/company-template', body, {
      parse: (d) => companyTemplateResultSchema.parse(inner(d)),
    }),
  /** PUT teams/closing-contact: the contact new decks of the team close with ('' hides it). */
  setClosingContact: (body: SetClosingContactBody): Promise<ClosingContactResult> =>
    http.put('/api/admin/teams/closing-contact', body, {
      parse: (d) => closingContactResultSchema.parse(inner(d)),
    }),
  /** Feedback on chat answers, newest first (the caller's team; every team for the first administrator). */
  listFeedback: (
    query: { type?: FeedbackType | undefined; pageno: number; pagesize: number },
    signal?: AbortSignal,
  ): Promise<{ data: AdminFeedbackRow[]; total_num: number }> =>
    http.get('/api/admin/chat/feedback', {
      query,
      signal,
      parse: (d) => adminFeedbackResultSchema.parse(d),
    }),
  /** The labels of the feedback tags in the UI language. */
  feedbackTags: (lang: UiLanguage, signal?: AbortSignal): Promise<FeedbackTagsResult> =>
    http.get('/api/ai/comment/tag', {
      query: { lang },
      signal,
      parse: (d) => feedbackTagsResultSchema.parse(inner(d)),
    }),
  /** POST invitations: the invite code comes back once (the link is built from it). */
  createInvitation: (body: CreateInvitationBody): Promise<InvitationCreated> =>
    http.post('/api/admin/invitations', body, {
      silent: true,
      parse: (d) => invitationCreatedSchema.parse(inner(d)),
    }),
  createUser: (body: CreateUserBody): Promise<{ id: string }> =>
    http.post('/api/admin/users', body, { silent: true, parse: (d) => createdId.parse(inner(d)) }),
};
