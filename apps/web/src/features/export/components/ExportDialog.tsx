import type { ExportType } from '@prowrite/contracts';
import { type ButtonProps, Form, Input, Modal, Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportChoice, type PublicPair, useExportRunner } from '../hooks/use-export-runner';
import {
  type CallerFormat,
  DEFAULT_SIZE,
  defaultTitle,
  type ExportWork,
  formatOptions,
  type ImageCount,
  SIZE_OPTIONS,
} from '../utils/export-options';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  work: ExportWork;
  /** The caller's format list (PowerPoint, Doc, Webpage); absent: by work type. */
  formats?: readonly CallerFormat[];
  /** Set on the public preview: exports through the share pair, without a session. */
  publicPair?: PublicPair;
  /** Saves the editor's pending changes before the server reads the work. */
  beforeExport?: () => Promise<void>;
}

const TITLE_MAX = 200;

/**
 * "Export as file": title (required, defaults to the work's name), format, and for PNG the size and the image
 * count. Confirm is disabled while the title is empty; a spinner covers the form while a PDF is produced.
 */
export function ExportDialog({ open, onClose, work, formats, publicPair, beforeExport }: ExportDialogProps) {
  const { t } = useTranslation();
  const types = useMemo(() => formatOptions(work.type, formats), [work.type, formats]);
  const [title, setTitle] = useState(() => defaultTitle(work));
  const [edited, setEdited] = useState(false);
  const [type, setType] = useState<ExportType>(types[0] ?? 'PPT');
  const [size, setSize] = useState<number>(DEFAULT_SIZE);
  const [count, setCount] = useState<ImageCount>('single');
  const { run, busy } = useExportRunner(work, publicPair);

  // The default follows the work until the user types their own name (an edited name wins).
  const fallback = defaultTitle(work);
  useEffect(() => {
    if (!edited) setTitle(fallback);
  }, [fallback, edited]);
  useEffect(() => {
    if (!types.includes(type)) setType(types[0] ?? 'PPT');
  }, [types, type]);

  const confirm = async () => {
    const choice: ExportChoice = { title, type, size, count };
    await beforeExport?.();
    if (await run(choice)) onClose();
  };
  const isPng = type === 'PNG';

  return (
    <Modal
      open={open}
      title={t('export.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('export.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={
        // data-* attributes reach the button element; ButtonProps does not list them.
        {
          disabled: title.trim() === '',
          loading: busy !== null,
          'data-testid': 'export-confirm',
        } as ButtonProps
      }
      cancelButtonProps={{ disabled: busy !== null }}
      maskClosable={busy === null}
      destroyOnHidden
    >
      <div data-testid="export-dialog" data-busy={busy ?? ''}>
        <Spin spinning={busy === 'PDF'} tip={t('export.pdfInProgress')}>
          <Form layout="vertical" requiredMark onFinish={confirm} data-testid="export-form">
            <Form.Item
              label={t('export.field.title')}
              required
              validateStatus={title.trim() === '' ? 'error' : undefined}
              help={title.trim() === '' ? t('export.titleRequired') : undefined}
            >
              <Input
                value={title}
                maxLength={TITLE_MAX}
                onChange={(e) => {
                  setEdited(true);
                  setTitle(e.target.value);
                }}
                placeholder={t('export.titlePlaceholder')}
                data-testid="export-title"
              />
            </Form.Item>
            <Form.Item label={t('export.field.format')}>
              <Select
                value={type}
                onChange={setType}
                options={types.map((value) => ({
                  value,
                  label: t(`export.format.${value}`),
                  'data-testid': `export-format-${value}`,
                }))}
                data-testid="export-format"
              />
            </Form.Item>
            {isPng && (
              <>
                <Form.Item label={t('export.field.size')}>
                  <Select
                    value={size}
                    onChange={setSize}
                    options={SIZE_OPTIONS.map((value) => ({
                      value,
                      label: t('export.size', { width: value }),
                    }))}
                    data-testid="export-size"
                  />
                </Form.Item>
                {/* Several images become team files: only for signed-in users, not the public page. */}
                {!publicPair && (
                  <Form.Item label={t('export.field.count')}>
                    <Select
                      value={count}
                      onChange={setCount}
                      options={[
                        {
                          value: 'single',
                          label: t('export.count.single'),
                          'data-testid': 'export-count-single',
                        },
                        {
                          value: 'multiple',
                          label: t('export.count.multiple'),
                          'data-testid': 'export-count-multiple',
                        },
                      ]}
                      data-testid="export-count"
                    />
                  </Form.Item>
                )}
              </>
            )}
          </Form>
        </Spin>
      </div>
    </Modal>
  );
}
