import type { ArticleImage } from '@prowrite/contracts';
import { Modal } from 'antd';

export type ImageDialogProps = {
  open: boolean;
  workId: string;
  mode: 'insert' | 'replace';
  onOk: (image: ArticleImage) => void;
  onCancel: () => void;
};

export function ImageDialog({ open, mode, onCancel }: ImageDialogProps) {
  return (
    <Modal
      open={open}
      title={mode === 'insert' ? '插入图片' : '替换图片'}
      onCancel={onCancel}
      footer={null}
    />
  );
}
