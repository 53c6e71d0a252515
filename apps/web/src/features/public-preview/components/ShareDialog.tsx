import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Popconfirm, Select, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicApi, type ShareState } from '../api/public-api';
import { formatDateTime } from '../utils/format-date';
import { SHARE_EXPIRY_DAYS, shareUrl } from '../utils/public-link';
import './public-preview.css';

type Work = { id: string; name: string; kind: 'deck' | 'article' };
/** The expiry select: a number of days, 'never', or (on a live link) 'keep' its current expiry. */
type ExpiryValue = number | 'never' | 'keep';

/**
 * The share dialog. Unpublished: names what becomes public and asks for the link's settings before
 * publishing. Published: the link to copy or open, its settings to change (the pair stays) and revoke.
 */
export function ShareDialog({ work, open, onClose }: { work: Work; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['share-state', work.id];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => publicApi.shareState(work.id, signal),
    enabled: open,
    staleTime: 0,
  });
  const settle = (next: ShareState) => client.setQueryData(key, next);

  return (
    <Modal
      open={open}
      title={t('publish.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="share-dialog"
    >
      {state.isPending ? (
        <Spin />
      ) : state.isError ? (
        <Alert type="error" message={state.error.message} />
      ) : (
        <ShareBody work={work} state={state.data} onChange={settle} />
      )}
    </Modal>
  );
}

function ShareBody({
  work,
  state,
  onChange,
}: {
  work: Work;
  state: ShareState;
  onChange: (next: ShareState) => void;
}) {
  const { t } = useTranslation();
  const live = state.pptId !== null && state.reportId !== null;
  const [expiry, setExpiry] = useState<ExpiryValue>(live && state.expiresAt !== null ? 'keep' : 'never');
  const [downloads, setDownloads] = useState(live ? state.allowDownload : false);
  const publish = useMutation({
    mutationFn: () =>
      publicApi.publish(work.id, {
        ...(expiry === 'keep' ? {} : { expiresInDays: expiry === 'never' ? null : expiry }),
        allowDownload: downloads,
      }),
    onSuccess: (next) => {
      onChange(next);
      setExpiry(next.expiresAt !== null ? 'keep' : 'never');
    },
  });
  const revoke = useMutation({
    mutationFn: () => publicApi.revoke(work.id),
    onSuccess: () => {
      onChange({ pptId: null, reportId: null, expiresAt: null, allowDownload: false });
      setExpiry('never');
      setDownloads(false);
    },
  });
  const link = shareUrl(window.location.origin, work, state);

  const expiryOptions = [
    ...(live && state.expiresAt !== null
      ? [{ value: 'keep', label: t('share.expiry.keep', { date: formatDateTime(state.expiresAt) }) }]
      : []),
    ...SHARE_EXPIRY_DAYS.map((d) => ({
      value: d ?? 'never',
      label: d === null ? t('share.expiry.never') : t('share.expiry.days', { count: d }),
    })),
  ];

  return (
    <div className="pw-share" data-testid="share-body" data-published={live}>
      <p data-testid="share-what">
        {t(work.kind === 'deck' ? 'share.what.deck' : 'share.what.article', { name: work.name })}
      </p>
      {live && link && <LinkRow link={link} />}
      <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
        <div className="pw-share-row">
          <span id={`share-expiry-${work.id}`}>{t('share.expiry.label')}</span>
          <Select<ExpiryValue>
            aria-labelledby={`share-expiry-${work.id}`}
            value={expiry}
            onChange={setExpiry}
            options={expiryOptions}
            style={{ minWidth: 220 }}
            data-testid="share-expiry"
          />
        </div>
        {work.kind === 'deck' && (
          <div className="pw-share-row">
            <Switch
              aria-labelledby={`share-downloads-${work.id}`}
              checked={downloads}
              onChange={setDownloads}
              data-testid="share-downloads"
            />
            <span id={`share-downloads-${work.id}`}>{t('share.downloads')}</span>
          </div>
        )}
      </Space>
      <div className="pw-share-actions" style={{ display: 'flex', gap: 8, marginTop: 16 }}>
        <Button
          type="primary"
          loading={publish.isPending}
          onClick={() => publish.mutate()}
          data-testid={live ? 'share-save' : 'share-confirm'}
        >
          {live ? t('share.save') : t('share.publish')}
        </Button>
        {live && (
          <Popconfirm
            title={t('share.revoke.confirm')}
            onConfirm={() => revoke.mutate()}
            okText={t('share.revoke.button')}
            okButtonProps={{ danger: true, ...{ 'data-testid': 'share-revoke-ok' } }}
          >
            <Button danger loading={revoke.isPending} data-testid="share-revoke">
              {t('share.revoke.button')}
            </Button>
          </Popconfirm>
        )}
      </div>
    </div>
  );
}

function LinkRow({ link }: { link: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('publish.copied'));
    } catch {
      void message.warning(t('publish.copyFailed'));
    }
  };
  return (
    <>
      <p>{t('publish.body')}</p>
      <Space.Compact block>
        <Input readOnly value={link} data-testid="publish-link" onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined />} onClick={copy} data-testid="publish-copy">
          {t('publish.copy')}
        </Button>
        <Button icon={<ExportOutlined />} href={link} target="_blank" rel="noopener noreferrer">
          {t('publish.openLink')}
        </Button>
      </Space.Compact>
    </>
  );
}
