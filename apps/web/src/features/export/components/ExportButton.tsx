import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPair } from '../hooks/use-export-runner';
import type { CallerFormat, ExportWork } from '../utils/export-options';

// The dialog (form, selects, export calls) loads on the first click: nothing of it is in the page's first JS.
const ExportDialog = lazy(async () => ({ default: (await import('./ExportDialog')).ExportDialog }));

export interface ExportButtonProps {
  work: ExportWork;
  formats?: readonly CallerFormat[];
  publicPair?: PublicPair;
  disabled?: boolean;
  type?: ButtonProps['type'];
  /** Runs before the export is asked for: the editor saves what is still pending, so the file has it. */
  beforeExport?: () => Promise<void>;
}

/** The "Export" button and its dialog. */
export function ExportButton({ work, formats, publicPair, disabled, type, beforeExport }: ExportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        type={type}
        disabled={disabled}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="export-open"
      >
        {t('export.button')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ExportDialog
            open={open}
            onClose={() => setOpen(false)}
            work={work}
            {...(formats ? { formats } : {})}
            {...(publicPair ? { publicPair } : {})}
            {...(beforeExport ? { beforeExport } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
