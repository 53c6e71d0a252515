import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileDetail } from '@prowrite/contracts';
import { App, Button, Tag, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesApi, looksLikeSource, SOURCE_ACCEPT, UploadCancelled, uploadSourceFile } from '../../workbench';

/** How often a new source's parse status is asked for until it is final. */
const PARSE_POLL_MS = 1500;

const PHASE_LABEL = {
  uploading: 'chat.files.uploading',
  parsing: 'chat.files.parsing',
  failed: 'chat.files.failed',
} as const;

type Pending = { key: string; name: string; phase: 'uploading' | 'parsing' | 'failed'; error?: string };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Uploads a source to ask about from the chat itself (a visitor of the medical inquiry trial has no earlier
 * uploads to pick): the file is handed to the chat only once parsed, since answers are read from its pages.
 */
export function ChatSourceUpload({ onReady }: { onReady: (file: Pick<FileDetail, 'id' | 'name'>) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState<Pending[]>([]);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const stopped = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    stopped.current = controller;
    return () => controller.abort();
  }, []);

  const update = (key: string, change: Partial<Pending> | null) =>
    setPending((all) =>
      change === null
        ? all.filter((p) => p.key !== key)
        : all.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const start = async (file: File) => {
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    const signal = stopped.current.signal;
    setPending((all) => [...all, { key, name: file.name, phase: 'uploading' }]);
    try {
      const handle = uploadSourceFile(file, () => {});
      signal.addEventListener('abort', handle.abort);
      const info = await handle.promise;
      update(key, { phase: 'parsing' });
      for (;;) {
        if (signal.aborted) return;
        const detail = await filesApi.detail(info.id, signal);
        if (detail.parse_status === 'success') {
          update(key, null);
          onReadyRef.current({ id: detail.id, name: detail.name });
          return;
        }
        if (detail.parse_status === 'error') {
          update(key, { phase: 'failed', error: detail.err_msg || t('chat.files.parseFailed') });
          return;
        }
        await sleep(PARSE_POLL_MS, signal);
      }
    } catch (error) {
      if (error instanceof UploadCancelled || signal.aborted) return;
      update(key, { phase: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <Upload
        multiple
        accept={SOURCE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          if (looksLikeSource(file.name)) void start(file as unknown as File);
          else void message.error(t('workbench.sources.wrongType', { count: 1 }));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="chat-upload-file">
          {t('chat.files.upload')}
        </Button>
      </Upload>
      {pending.map((p) => (
        <Tag
          key={p.key}
          color={p.phase === 'failed' ? 'error' : 'processing'}
          icon={p.phase === 'failed' ? undefined : <LoadingOutlined />}
          closable={p.phase === 'failed'}
          onClose={() => update(p.key, null)}
          data-testid="chat-upload-pending"
          data-phase={p.phase}
          title={p.error}
        >
          {p.name} · {t(PHASE_LABEL[p.phase])}
        </Tag>
      ))}
    </>
  );
}
