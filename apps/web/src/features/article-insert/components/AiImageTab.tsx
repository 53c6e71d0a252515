import { AI_IMAGE_SIZES } from '@prowrite/contracts';
import { Alert, App, Button, Input, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_IMAGE_TIMEOUT_MS, insertApi, isNoImageModel } from '../api/insert-api';
import { markNoImageModel, useNoImageModel } from '../hooks/no-image-model';
import { type Candidate, candidateKey, type TabReport } from '../utils/candidate';
import { CheckGrid } from './CheckGrid';
import { NoImageModelAlert } from './NoImageModelAlert';

type Generated = Extract<Candidate, { kind: 'ai' }>;
const MAX_PROMPT = 2000;

/**
 * AI generated images: a prompt and one of the AI_IMAGE_SIZES. Generate is disabled while the prompt is empty
 * or a generation runs. Without an image model on the server (10002) the tab says so for the session.
 */
export function AiImageTab({ workId, onReport }: { workId: string; onReport: (r: TabReport) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const noModel = useNoImageModel();
  const [prompt, setPrompt] = useState('');
  const [sizeIndex, setSizeIndex] = useState(0);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<Generated[]>([]);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);
  const checked = generated.find((g) => candidateKey(g) === checkedKey) ?? null;
  useEffect(() => onReport({ checked, busy: running }), [checked, running, onReport]);

  const sizeOptions = useMemo(
    () =>
      AI_IMAGE_SIZES.map((s, i) => ({
        value: i,
        label: t(
          s.width > s.height
            ? 'insert.ai.landscape'
            : s.width < s.height
              ? 'insert.ai.portrait'
              : 'insert.ai.square',
          { width: s.width, height: s.height },
        ),
      })),
    [t],
  );

  const generate = async () => {
    const text = prompt.trim();
    if (!text || running || noModel) return;
    const size = AI_IMAGE_SIZES[sizeIndex] ?? AI_IMAGE_SIZES[0];
    const controller = new AbortController();
    controllerRef.current = controller;
    setRunning(true);
    setError(null);
    const toast = `insert-ai-${Date.now()}`;
    void message.loading({
      content: t('insert.ai.generating'),
      key: toast,
      duration: AI_IMAGE_TIMEOUT_MS / 1000,
    });
    try {
      const urls = await insertApi.generateImage(
        { prowrite_id: workId, prompt: text, specifications: { width: size.width, height: size.height } },
        controller.signal,
      );
      const items: Generated[] = urls.map((url) => ({ kind: 'ai', url, size: { ...size }, prompt: text }));
      setGenerated((list) => [...items, ...list]);
      if (items[0]) setCheckedKey(candidateKey(items[0]));
      if (items.length === 0) setError(t('insert.ai.empty'));
    } catch (e) {
      if (controller.signal.aborted) return;
      if (isNoImageModel(e)) markNoImageModel();
      else setError(e instanceof Error && e.message ? e.message : t('insert.ai.failed'));
    } finally {
      message.destroy(toast);
      if (!controller.signal.aborted) setRunning(false);
    }
  };

  return (
    <div className="pw-insert-tab" data-testid="insert-ai">
      {noModel && <NoImageModelAlert />}
      <Input.TextArea
        value={prompt}
        onChange={(e) => setPrompt(e.target.value.slice(0, MAX_PROMPT))}
        placeholder={t('insert.ai.placeholder')}
        aria-label={t('insert.ai.prompt')}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={MAX_PROMPT}
        disabled={noModel}
        data-testid="insert-ai-prompt"
      />
      <div className="pw-insert-link-row">
        <Select
          value={sizeIndex}
          onChange={setSizeIndex}
          options={sizeOptions}
          aria-label={t('insert.ai.size')}
          className="pw-insert-size"
          disabled={noModel}
          data-testid="insert-ai-size"
        />
        <Button
          type="primary"
          onClick={() => void generate()}
          loading={running}
          disabled={!prompt.trim() || running || noModel}
          data-testid="insert-ai-generate"
        >
          {t('insert.ai.generate')}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} data-testid="insert-ai-error" />}
      {generated.length > 0 && (
        <CheckGrid
          label={t('insert.ai.results')}
          testId="insert-ai-results"
          checkedKey={checkedKey}
          onCheck={setCheckedKey}
          cards={generated.map((g) => ({ key: candidateKey(g), src: g.url, title: g.prompt }))}
        />
      )}
    </div>
  );
}
