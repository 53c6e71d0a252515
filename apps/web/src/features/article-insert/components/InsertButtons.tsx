import type { ArticleComponent, ArticleImage } from '@prowrite/contracts';
import { FileImageOutlined, MessageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageComponent, quoteComponent, sourcedQuoteComponent, videoComponent } from '../utils/build-items';
import { ImageDialog } from './ImageDialog';
import { QuoteDialog } from './QuoteDialog';
import { VideoDialog } from './VideoDialog';
import './insert.css';

export type InsertButtonsProps = {
  workId: string;
  templateNumber: number;
  /** The company flag (roche_flag): only images may be inserted. */
  companyElement: boolean;
  onlyImage?: boolean;
  /** Receives a complete new component (fresh ids, `show_loading` on). */
  onInsert: (component: ArticleComponent) => void;
};

type Open = 'quote' | 'image' | 'video' | null;

/** The quote / image / video buttons between two components, each opening its dialog. */
export function InsertButtons({
  workId,
  templateNumber,
  companyElement,
  onlyImage,
  onInsert,
}: InsertButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const imagesOnly = companyElement || onlyImage === true;
  const close = () => setOpen(null);

  const insertImage = (image: ArticleImage) => {
    close();
    onInsert(imageComponent(image, t('insert.image.name')));
  };

  return (
    <div className="pw-insert-buttons" data-template={templateNumber} data-testid="insert-buttons">
      <span className="pw-insert-line" aria-hidden />
      {!imagesOnly && (
        <Tooltip title={t('insert.quote.title')}>
          <Button
            size="small"
            shape="round"
            icon={<MessageOutlined />}
            onClick={() => setOpen('quote')}
            data-testid="insert-quote"
          >
            {t('insert.menu.quote')}
          </Button>
        </Tooltip>
      )}
      <Tooltip title={t('insert.image.insertTitle')}>
        <Button
          size="small"
          shape="round"
          icon={<FileImageOutlined />}
          onClick={() => setOpen('image')}
          data-testid="insert-image"
        >
          {t('insert.menu.image')}
        </Button>
      </Tooltip>
      {!imagesOnly && (
        <Tooltip title={t('insert.video.title')}>
          <Button
            size="small"
            shape="round"
            icon={<VideoCameraOutlined />}
            onClick={() => setOpen('video')}
            data-testid="insert-video"
          >
            {t('insert.menu.video')}
          </Button>
        </Tooltip>
      )}
      <span className="pw-insert-line" aria-hidden />
      {open === 'quote' && (
        <QuoteDialog
          workId={workId}
          onCancel={close}
          onOk={(text) => {
            close();
            onInsert(quoteComponent(text, t('insert.quote.name')));
          }}
          onSourced={(passage) => {
            close();
            onInsert(sourcedQuoteComponent(passage, t('insert.quote.name')));
          }}
        />
      )}
      <ImageDialog
        open={open === 'image'}
        workId={workId}
        mode="insert"
        onOk={insertImage}
        onCancel={close}
      />
      {open === 'video' && (
        <VideoDialog
          workId={workId}
          onCancel={close}
          onOk={(video) => {
            close();
            onInsert(videoComponent(video, t('insert.video.name')));
          }}
        />
      )}
    </div>
  );
}
