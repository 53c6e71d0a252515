import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import type { MediaUpload } from '../api/media-schemas';
import { MediaUploadCancelled, uploadMedia } from '../api/upload-media';
import { remainingStepWait, uploadStep } from '../utils/upload-progress';

export type UploadState = { uploading: boolean; percent: number; fileName: string };
const IDLE: UploadState = { uploading: false, percent: 0, fileName: '' };
const TICK_MS = 100;
const TOAST_SECONDS = 3;

/**
 * One media upload at a time with stepped progress (20/50/90/100). A network failure shows the
 * network-error toast for 3 s; any other failure shows the server's reason; both reset the progress. The
 * upload is cancelled when the tab goes away.
 */
export function useMediaUpload() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>(IDLE);
  const abortRef = useRef<(() => void) | null>(null);

  useEffect(() => () => abortRef.current?.(), []);

  const start = useCallback(
    async (file: File): Promise<MediaUpload | null> => {
      abortRef.current?.();
      const started = Date.now();
      let sent = 0;
      let answered = false;
      const show = () =>
        setState({
          uploading: true,
          fileName: file.name,
          percent: uploadStep({ sent, elapsedMs: Date.now() - started, answered }),
        });
      show();
      const timer = setInterval(show, TICK_MS);
      const handle = uploadMedia(file, (fraction) => {
        sent = fraction;
      });
      let cancelled = false;
      abortRef.current = () => {
        cancelled = true;
        handle.abort();
      };
      try {
        const upload = await handle.promise;
        answered = true;
        await new Promise((resolve) => setTimeout(resolve, remainingStepWait(Date.now() - started)));
        if (cancelled) return null;
        setState({ uploading: false, percent: 100, fileName: file.name });
        return upload;
      } catch (error) {
        if (!(error instanceof MediaUploadCancelled) && !cancelled) {
          const network = error instanceof HttpError && error.kind === 'network';
          void message.error({
            content: network ? t('label.network-error') : errorText(error, t('insert.upload.failed')),
            duration: TOAST_SECONDS,
          });
        }
        setState(IDLE);
        return null;
      } finally {
        clearInterval(timer);
        abortRef.current = null;
      }
    },
    [message, t],
  );

  const cancel = useCallback(() => {
    abortRef.current?.();
    setState(IDLE);
  }, []);

  return { state, start, cancel };
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
