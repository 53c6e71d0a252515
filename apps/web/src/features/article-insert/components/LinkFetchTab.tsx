import { Alert, Button, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkFetch } from '../hooks/use-link-fetch';
import { type Candidate, candidateKey, type TabReport } from '../utils/candidate';
import { formatDuration, isLinkUrl } from '../utils/media-checks';
import { CheckGrid } from './CheckGrid';
import { FetchFailureDialog } from './FetchFailureDialog';

type Linked = Extract<Candidate, { kind: 'link' }>;

/**
 * Media from a web link: the address must look like a URL (else the format tip shows and the fetch and
 * confirm actions hide), the server fetches it through its outbound guard and streams what it found.
 */
export function LinkFetchTab({
  kind,
  workId,
  onReport,
}: {
  kind: 'image' | 'video';
  workId: string;
  onReport: (r: TabReport) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [fetchedFrom, setFetchedFrom] = useState('');
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const { state, start, retry, dismiss } = useLinkFetch(kind, workId);

  const invalid = url.trim() !== '' && !isLinkUrl(url);
  const found = useMemo<Linked[]>(
    () => state.items.map((item) => ({ kind: 'link', item, link: fetchedFrom })),
    [state.items, fetchedFrom],
  );
  const checked = found.find((f) => candidateKey(f) === checkedKey) ?? null;

  // The first item that arrives is checked, so a single result needs no extra click.
  useEffect(() => {
    const first = found[0];
    if (first && checkedKey === null && state.running) setCheckedKey(candidateKey(first));
  }, [found, checkedKey, state.running]);

  useEffect(
    () => onReport({ checked, busy: state.running, hideConfirm: invalid }),
    [checked, state.running, invalid, onReport],
  );

  const run = () => {
    if (!isLinkUrl(url) || state.running) return;
    setCheckedKey(null);
    setFetchedFrom(url.trim());
    void start(url.trim());
  };

  return (
    <div className="pw-insert-tab" data-testid={`insert-link-${kind}`}>
      <div className="pw-insert-link-row">
        <Input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onPressEnter={run}
          placeholder={t(kind === 'video' ? 'insert.link.videoPlaceholder' : 'insert.link.imagePlaceholder')}
          aria-label={t('insert.link.label')}
          status={invalid ? 'error' : undefined}
          maxLength={2048}
          allowClear
          data-testid="insert-link-input"
        />
        {!invalid && (
          <Button
            type="primary"
            onClick={run}
            loading={state.running}
            disabled={!url.trim()}
            data-testid="insert-link-fetch"
          >
            {t('insert.link.fetch')}
          </Button>
        )}
      </div>
      {invalid && (
        <Alert
          type="error"
          showIcon
          title={t('label.form.url.format.tip')}
          data-testid="insert-link-format-tip"
        />
      )}
      {state.running && found.length === 0 && (
        <div className="pw-insert-center">
          <Spin />
          <span>{t('insert.link.fetching')}</span>
        </div>
      )}
      {found.length > 0 && (
        <CheckGrid
          label={t('insert.link.found')}
          testId="insert-link-found"
          checkedKey={checkedKey}
          onCheck={setCheckedKey}
          cards={found.map((f) => ({
            key: candidateKey(f),
            src: f.item.url,
            video: kind === 'video',
            title: f.item.source || f.link,
            meta: kind === 'video' && f.item.duration > 0 ? formatDuration(f.item.duration) : undefined,
          }))}
        />
      )}
      <FetchFailureDialog
        open={state.failed}
        kind={kind}
        onClose={dismiss}
        onRetry={() => {
          setCheckedKey(null);
          retry();
        }}
      />
    </div>
  );
}
