import type { ExportType } from '@prowrite/contracts';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { exportApi } from '../api/export-api';
import { downloadName, type ExportWork, exportsSlides, type ImageCount } from '../utils/export-options';
import { pause, saveBlob } from '../utils/save-file';

/** Section 9: the in-progress toast stays up to 200 s, success shows 1 s, failures 3 s. */
const TOAST = { progressS: 200, successS: 1, failureS: 3 } as const;
/** Pause between the downloads of several images. */
export const IMAGE_DOWNLOAD_GAP_MS = 200;

export interface ExportChoice {
  title: string;
  type: ExportType;
  size: number;
  count: ImageCount;
}

/** The share pair of a published deck: the public preview exports through it, without a session. */
export interface PublicPair {
  pptId: string;
  reportId: string;
}

/** A server answer with its own message (a 4xx) is shown as is; anything else is a failure of ours. */
function serverMessage(error: unknown): string | null {
  return error instanceof HttpError && error.kind === 'http' && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}

/**
 * Runs one export as the dialog describes it: the no-slides toast, an in-progress toast until done, the
 * download(s), the success toast, and the failure toasts ("PPT generation failed" for a failed PowerPoint).
 * Answers whether the export succeeded.
 */
export function useExportRunner(work: ExportWork, publicPair?: PublicPair) {
  const { message } = App.useApp();
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<ExportType | null>(null);

  const run = useCallback(
    async (choice: ExportChoice): Promise<boolean> => {
      const title = choice.title.trim();
      if (exportsSlides(work.type) && work.slideCount === 0) {
        void message.error({ content: t('export.noSlides'), duration: TOAST.failureS });
        return false;
      }
      const key = `export:${work.id}`;
      void message.open({ key, type: 'loading', content: t('export.inProgress'), duration: TOAST.progressS });
      setBusy(choice.type);
      const lang = i18n.language;
      const width = choice.type === 'PNG' ? choice.size : undefined;
      try {
        if (publicPair) {
          const blob = await exportApi.publicFile({
            ppt_id: publicPair.pptId,
            reportId: publicPair.reportId,
            type: choice.type,
            title,
            lang,
            ...(width ? { width } : {}),
          });
          saveBlob(blob, downloadName(title, choice.type));
        } else if (choice.type === 'PNG' && choice.count === 'multiple') {
          const addresses = await exportApi.images({
            title,
            type: 'PNG',
            pro_write_id: work.id,
            width,
            lang,
          });
          for (const [i, address] of addresses.entries()) {
            if (i > 0) await pause(IMAGE_DOWNLOAD_GAP_MS);
            // A failed image download is skipped silently (section 8).
            await exportApi
              .image(address)
              .then((blob) => saveBlob(blob, downloadName(title, 'PNG', i + 1)))
              .catch(() => {});
          }
        } else if (choice.type === 'DOCX') {
          saveBlob(await exportApi.doc(work.id, lang), downloadName(title, 'DOCX'));
        } else {
          const blob = await exportApi.file({
            title,
            type: choice.type,
            pro_write_id: work.id,
            lang,
            ...(width ? { width } : {}),
          });
          saveBlob(blob, downloadName(title, choice.type));
        }
        void message.success({ key, content: t('export.done'), duration: TOAST.successS });
        return true;
      } catch (error) {
        const own = serverMessage(error);
        const content =
          own ??
          (choice.type === 'PPT'
            ? t('export.pptFailed')
            : error instanceof Error
              ? error.message
              : t('export.failed'));
        void message.error({ key, content, duration: TOAST.failureS });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [work, publicPair, message, t, i18n.language],
  );

  return { run, busy };
}
