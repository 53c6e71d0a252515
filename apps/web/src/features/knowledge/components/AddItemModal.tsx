import { InboxOutlined } from '@ant-design/icons';
import { CHUNK_UPLOAD_THRESHOLD_BYTES, type KnowledgeCreateResult } from '@prowrite/contracts';
import { App, Form, Input, Modal, Radio, Tabs, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledge-api';
import { useKnowledgeChange } from '../hooks/use-knowledge';
import { checkUpload, KNOWLEDGE_UPLOAD_ACCEPT } from '../utils/upload-file';
import { AddMediaTab, AddWebSearchTab } from './AddMediaTab';

type Mode = 'text' | 'link' | 'file' | 'media' | 'web';
/** Tabs that add as they go (uploads, their own buttons): the dialog's OK only closes. */
const SELF_SUBMITTING: readonly Mode[] = ['file', 'media', 'web'];
type Props = {
  open: boolean;
  cId: string;
  onClose: () => void;
  /** Large files go to the resumable upload (parts, pause/resume), listed on the screen. */
  onLargeFile: (file: File) => void;
};

/**
 * Adds an item to the current category: pasted text, a link, uploaded files (PDF, DOCX, TXT, MD), an image,
 * video or audio (uploaded or linked, with a caption), or a web search.
 */
export function AddItemModal({ open, cId, onClose, onLargeFile }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>('text');
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [url, setUrl] = useState('');
  // Import mode of a link: the exact page, or every page its sitemap lists.
  const [linkMode, setLinkMode] = useState<'exact' | 'sitemap'>('exact');
  const create = useKnowledgeChange(knowledgeApi.create);
  const importLinks = useKnowledgeChange(knowledgeApi.importLinks);
  const upload = useKnowledgeChange((file: File) => knowledgeApi.upload(file, cId));

  const added = (result: KnowledgeCreateResult) => {
    void message[result.duplicate ? 'info' : 'success'](
      t(result.duplicate ? 'knowledge.add.duplicate' : 'knowledge.add.done', { name: result.item.name }),
    );
  };
  const submit = () => {
    if (mode === 'link' && linkMode === 'sitemap') {
      if (!url.trim()) return;
      importLinks.mutate(
        { mode: 'sitemap', url: url.trim(), c_id: cId },
        {
          onSuccess: (result) => {
            if (result.status === 'error') {
              void message.error(t('knowledge.import.failed', { reason: result.err_msg }));
              return;
            }
            void message.success(
              t('knowledge.import.done', { count: result.items.length, skipped: result.skipped.length }),
            );
            setUrl('');
            onClose();
          },
        },
      );
      return;
    }
    const common = { c_id: cId, ...(name.trim() ? { name: name.trim() } : {}) };
    const request =
      mode === 'text'
        ? content.trim() && { type: 'txt' as const, content, ...common }
        : url.trim() && { type: 'link' as const, url: url.trim(), ...common };
    if (!request) return;
    create.mutate(request, {
      onSuccess: (result) => {
        added(result);
        setName('');
        setContent('');
        setUrl('');
        onClose();
      },
    });
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    // mutateAsync: each file of a multiple upload settles its own row (mutate's callbacks fire for the last only).
    upload.mutateAsync(file as File).then(
      (result) => {
        added(result);
        onSuccess?.(result);
      },
      (error: Error) => onError?.(error),
    );
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const check = checkUpload(file);
    if (check.ok && file.size >= CHUNK_UPLOAD_THRESHOLD_BYTES) {
      onLargeFile(file);
      void message.info(t('knowledge.upload.resumable', { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (check.ok) return true;
    void message.error(t(check.reason === 'type' ? 'knowledge.upload.badType' : 'knowledge.upload.empty'));
    return Upload.LIST_IGNORE;
  };

  const nameField = (
    <Form.Item label={t('knowledge.add.name')}>
      <Input
        data-testid="kb-add-name"
        value={name}
        maxLength={200}
        placeholder={t('knowledge.add.namePlaceholder')}
        onChange={(e) => setName(e.target.value)}
      />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={t('knowledge.add.title')}
      onCancel={onClose}
      onOk={SELF_SUBMITTING.includes(mode) ? onClose : submit}
      okText={SELF_SUBMITTING.includes(mode) ? t('knowledge.add.close') : t('knowledge.add.submit')}
      okButtonProps={{
        loading: create.isPending || importLinks.isPending,
        'data-testid': 'kb-add-submit',
        disabled: mode === 'text' ? !content.trim() : mode === 'link' ? !url.trim() : false,
      }}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={640}
    >
      <Tabs
        destroyOnHidden
        activeKey={mode}
        onChange={(key) => setMode(key as Mode)}
        items={[
          {
            key: 'text',
            label: <span data-testid="kb-add-tab-text">{t('knowledge.add.text')}</span>,
            children: (
              <Form layout="vertical">
                {nameField}
                <Form.Item label={t('knowledge.add.content')} required>
                  <Input.TextArea
                    data-testid="kb-add-content"
                    value={content}
                    autoSize={{ minRows: 6, maxRows: 14 }}
                    placeholder={t('knowledge.add.contentPlaceholder')}
                    onChange={(e) => setContent(e.target.value)}
                  />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'link',
            label: <span data-testid="kb-add-tab-link">{t('knowledge.add.link')}</span>,
            children: (
              <Form layout="vertical">
                <Form.Item>
                  <Radio.Group
                    data-testid="kb-add-link-mode"
                    value={linkMode}
                    onChange={(e) => setLinkMode(e.target.value)}
                    options={[
                      { value: 'exact', label: t('knowledge.import.exact') },
                      { value: 'sitemap', label: t('knowledge.import.sitemap') },
                    ]}
                  />
                </Form.Item>
                {linkMode === 'exact' ? nameField : null}
                <Form.Item label={t('knowledge.add.url')} required>
                  <Input
                    data-testid="kb-add-url"
                    value={url}
                    type="url"
                    placeholder="https://"
                    onChange={(e) => setUrl(e.target.value)}
                    onPressEnter={submit}
                  />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'file',
            label: <span data-testid="kb-add-tab-file">{t('knowledge.add.file')}</span>,
            children: (
              <div data-testid="kb-upload">
                <Upload.Dragger
                  name="jwfile"
                  multiple
                  accept={KNOWLEDGE_UPLOAD_ACCEPT}
                  beforeUpload={beforeUpload}
                  customRequest={customRequest}
                >
                  <p className="ant-upload-drag-icon">
                    <InboxOutlined />
                  </p>
                  <p className="ant-upload-text">{t('knowledge.upload.hint')}</p>
                  <p className="ant-upload-hint">{t('knowledge.upload.types')}</p>
                </Upload.Dragger>
              </div>
            ),
          },
          {
            key: 'media',
            label: <span data-testid="kb-add-tab-media">{t('knowledge.add.media')}</span>,
            children: <AddMediaTab cId={cId} onAdded={added} />,
          },
          {
            key: 'web',
            label: <span data-testid="kb-add-tab-web">{t('knowledge.add.webSearch')}</span>,
            children: <AddWebSearchTab cId={cId} onAdded={added} />,
          },
        ]}
      />
    </Modal>
  );
}
