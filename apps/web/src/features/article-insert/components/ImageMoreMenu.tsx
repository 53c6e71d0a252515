import {
  DeleteOutlined,
  EllipsisOutlined,
  FileTextOutlined,
  ReloadOutlined,
  ScissorOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { ArticleImage } from '@prowrite/contracts';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_IMAGE_TIMEOUT_MS, insertApi, isNoImageModel } from '../api/insert-api';
import { markNoImageModel, useNoImageModel } from '../hooks/no-image-model';
import { imageMenuActions } from '../utils/image-actions';
import { ImageDialog } from './ImageDialog';

const ScreenshotModal = lazy(() => import('./ScreenshotModal'));

export type ImageMoreMenuProps = {
  workId: string;
  image: ArticleImage;
  /** Replace, and the regenerated title and footnote, hand over the changed image. */
  onReplace: (image: ArticleImage) => void;
  onRemove: () => void;
  /** Same uniq_id, new url and size. */
  onRegenerate: (image: ArticleImage) => void;
  /** Same image with the new crop's url and size. */
  onScreenshot: (image: ArticleImage) => void;
};

/**
 * The "more" menu of an image: manual screenshot (source figures with a file id), new title and footnote
 * (source figures), regenerate (AI images), replace (other images), remove (confirmed).
 */
export function ImageMoreMenu({
  workId,
  image,
  onReplace,
  onRemove,
  onRegenerate,
  onScreenshot,
}: ImageMoreMenuProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const noModel = useNoImageModel();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'replace' | 'screenshot' | null>(null);

  const withLoading = async (run: () => Promise<void>) => {
    setBusy(true);
    const key = `insert-image-${image.uniq_id}`;
    void message.loading({ content: t('insert.more.working'), key, duration: AI_IMAGE_TIMEOUT_MS / 1000 });
    try {
      await run();
    } finally {
      message.destroy(key);
      setBusy(false);
    }
  };

  const regenerate = () =>
    withLoading(async () => {
      try {
        const next = await insertApi.regenerateMedicalImage({
          prowrite_id: workId,
          unique_id: image.uniq_id,
        });
        onRegenerate({ ...image, url: next.url, width: next.width, height: next.height });
      } catch (e) {
        if (isNoImageModel(e)) {
          markNoImageModel();
          modal.warning({ title: t('insert.ai.noModel'), content: t('insert.ai.noModelHint') });
        } else void message.error(e instanceof Error && e.message ? e.message : t('insert.ai.failed'));
      }
    });

  const retitle = () =>
    withLoading(async () => {
      try {
        const next = await insertApi.regenerateFootnoteTitle({
          prowrite_id: workId,
          url: image.url,
          image_title: image.image_title,
          footnote: image.footnote,
          image_type: image.image_type,
        });
        onReplace({ ...image, image_title: next.image_title, footnote: next.footnote });
      } catch {
        // The HTTP client has shown the reason.
      }
    });

  const remove = () =>
    modal.confirm({
      title: t('label.tips'),
      content: t('insert.more.removeConfirm'),
      okButtonProps: { danger: true },
      okText: t('insert.more.remove'),
      cancelText: t('common.cancel'),
      onOk: onRemove,
    });

  const labels: Record<string, { label: string; icon: React.ReactNode; danger?: boolean }> = {
    screenshot: { label: t('insert.more.screenshot'), icon: <ScissorOutlined /> },
    retitle: { label: t('insert.more.retitle'), icon: <FileTextOutlined /> },
    regenerate: {
      label: noModel
        ? `${t('insert.more.regenerate')} (${t('insert.ai.noModelShort')})`
        : t('insert.more.regenerate'),
      icon: <ReloadOutlined />,
    },
    replace: { label: t('insert.more.replace'), icon: <SwapOutlined /> },
    remove: { label: t('insert.more.remove'), icon: <DeleteOutlined />, danger: true },
  };
  const items: MenuProps['items'] = imageMenuActions(image).map((action) => ({
    key: action,
    ...labels[action],
    disabled: busy || (action === 'regenerate' && noModel),
  }));

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'screenshot' || key === 'replace') setDialog(key);
    else if (key === 'regenerate') void regenerate();
    else if (key === 'retitle') void retitle();
    else if (key === 'remove') remove();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={busy}>
        <Button
          size="small"
          type="text"
          icon={<EllipsisOutlined />}
          loading={busy}
          aria-label={t('insert.more.label')}
          onClick={(e) => e.stopPropagation()}
          data-testid="image-more"
        />
      </Dropdown>
      <ImageDialog
        open={dialog === 'replace'}
        workId={workId}
        mode="replace"
        onCancel={() => setDialog(null)}
        onOk={(next) => {
          setDialog(null);
          onReplace(next);
        }}
      />
      {dialog === 'screenshot' && (
        <Suspense fallback={null}>
          <ScreenshotModal
            image={image}
            onCancel={() => setDialog(null)}
            onDone={(next) => {
              setDialog(null);
              onScreenshot(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
