import { InboxOutlined } from '@ant-design/icons';
import type { KnowledgeCreateResult } from '@prowrite/contracts';
import { Button, Form, Input, Radio, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledge-api';
import { useKnowledgeChange } from '../hooks/use-knowledge';
import { MEDIA_ACCEPT, type MediaKind } from '../utils/media-kinds';

type Props = { cId: string; onAdded: (result: KnowledgeCreateResult) => void };

/**
 * Image, video and audio items: an uploaded file or (image, video) a web link, with a caption that is
 * indexed with it. The server reads the text in images (OCR) and transcribes recordings where it can.
 */
export function AddMediaTab({ cId, onAdded }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MediaKind>('image');
  const [source, setSource] = useState<'upload' | 'link'>('upload');
  const [caption, setCaption] = useState('');
  const [url, setUrl] = useState('');
  const upload = useKnowledgeChange((file: File) =>
    knowledgeApi.uploadMedia(file, { cId, type: kind, caption }),
  );
  const create = useKnowledgeChange(knowledgeApi.create);
  const canLink = kind !== 'audio';

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload.mutateAsync(file as File).then(
      (result) => {
        onAdded(result);
        onSuccess?.(result);
      },
      (error: Error) => onError?.(error),
    );
  };
  const addLink = () => {
    if (!url.trim() || kind === 'audio') return;
    create.mutate(
      {
        type: kind === 'image' ? 'link_image' : 'link_video',
        url: url.trim(),
        c_id: cId,
        ...(caption.trim() ? { caption: caption.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          onAdded(result);
          setUrl('');
        },
      },
    );
  };

  return (
    <Form layout="vertical" data-testid="kb-add-media">
      <Form.Item>
        <Radio.Group
          data-testid="kb-media-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            if (e.target.value === 'audio') setSource('upload');
          }}
          options={[
            { value: 'image', label: t('knowledge.media.image') },
            { value: 'video', label: t('knowledge.media.video') },
            { value: 'audio', label: t('knowledge.media.audio') },
          ]}
        />
      </Form.Item>
      {canLink && (
        <Form.Item>
          <Radio.Group
            data-testid="kb-media-source"
            value={source}
            onChange={(e) => setSource(e.target.value)}
            options={[
              { value: 'upload', label: t('knowledge.media.upload') },
              { value: 'link', label: t('knowledge.media.link') },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item label={t('knowledge.media.caption')} extra={t('knowledge.media.captionHint')}>
        <Input.TextArea
          data-testid="kb-media-caption"
          value={caption}
          maxLength={2000}
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(e) => setCaption(e.target.value)}
        />
      </Form.Item>
      {source === 'link' && canLink ? (
        <Form.Item label={t('knowledge.add.url')} required>
          <Input.Search
            data-testid="kb-media-url"
            value={url}
            type="url"
            placeholder="https://"
            enterButton={t('knowledge.add.submit')}
            loading={create.isPending}
            onChange={(e) => setUrl(e.target.value)}
            onSearch={addLink}
          />
        </Form.Item>
      ) : (
        <Upload.Dragger
          name="jwfile"
          multiple
          accept={MEDIA_ACCEPT[kind]}
          customRequest={customRequest}
          data-testid="kb-media-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('knowledge.upload.hint')}</p>
          <p className="ant-upload-hint">{t(`knowledge.media.types.${kind}`)}</p>
        </Upload.Dragger>
      )}
    </Form>
  );
}

/** searchWeb: a query the server runs on its web search service; the result pages become the item. */
export function AddWebSearchTab({ cId, onAdded }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const create = useKnowledgeChange(knowledgeApi.create);
  const add = () => {
    if (!query.trim()) return;
    create.mutate(
      { type: 'searchWeb', query: query.trim(), c_id: cId },
      {
        onSuccess: (result) => {
          onAdded(result);
          setQuery('');
        },
      },
    );
  };
  return (
    <Form layout="vertical">
      <Form.Item label={t('knowledge.webSearch.query')} extra={t('knowledge.webSearch.hint')}>
        <Input
          data-testid="kb-search-query"
          value={query}
          maxLength={500}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Form.Item>
      <Button type="primary" data-testid="kb-search-add" loading={create.isPending} onClick={add}>
        {t('knowledge.add.submit')}
      </Button>
    </Form>
  );
}
