import type { PublicPpt, PublishResult } from '@prowrite/contracts';
import { http } from '../../../lib/http';

type Nested<T> = { data: T };

/** What the share dialog shows of a work: its live public pair (null when none) and the link's settings. */
export interface ShareState {
  pptId: string | null;
  reportId: string | null;
  /** Seconds since the epoch; null = open until revoked. */
  expiresAt: number | null;
  allowDownload: boolean;
}

/** `expiresInDays` left out: a live link keeps its expiry (null: open until revoked). */
export interface ShareSettings {
  expiresInDays?: number | null;
  allowDownload: boolean;
}

type DetailShare = {
  ppt_id: string | null;
  report_id: string | null;
  share_expires_at?: number | null;
  share_allow_download?: boolean;
};

export const publicApi = {
  /** No login: sent without the token; the page shows its own not-found state. */
  ppt: (pptId: string, reportId: string, signal?: AbortSignal) =>
    http.get<PublicPpt>('/api/prowrite/v1/public/ppt', {
      query: { ppt_id: pptId, reportId },
      signal,
      anonymous: true,
      silent: true,
      skipAuthHandling: true,
    }),
  /** The work's current share state, read from its detail. */
  shareState: async (id: string, signal?: AbortSignal): Promise<ShareState> => {
    const d = (await http.get<Nested<DetailShare>>('/api/prowrite/v1/detail', { query: { id }, signal }))
      .data;
    return {
      pptId: d.ppt_id,
      reportId: d.report_id,
      expiresAt: d.share_expires_at ?? null,
      allowDownload: d.share_allow_download ?? false,
    };
  },
  /** Publishes (or updates a live link's settings; its pair stays). */
  publish: async (id: string, settings: ShareSettings): Promise<ShareState> => {
    const r = (
      await http.post<Nested<PublishResult>>('/api/prowrite/v1/publish', {
        id,
        ...(settings.expiresInDays === undefined ? {} : { expires_in_days: settings.expiresInDays }),
        allow_download: settings.allowDownload,
      })
    ).data;
    return {
      pptId: r.ppt_id,
      reportId: r.reportId,
      expiresAt: r.expires_at,
      allowDownload: r.allow_download,
    };
  },
  /** Revokes the public link: the old address answers "not found" at once. */
  revoke: async (id: string): Promise<void> => {
    await http.delete('/api/prowrite/v1/publish', { query: { id } });
  },
};
