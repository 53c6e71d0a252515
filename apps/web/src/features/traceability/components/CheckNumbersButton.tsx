import { FieldNumberOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer (antd Drawer, Alert, Empty, Skeleton, Switch) loads when it is first opened.
const CheckNumbersDrawer = lazy(async () => ({
  default: (await import('./CheckNumbersDrawer')).CheckNumbersDrawer,
}));

/** Board header button opening the "check numbers" view. */
export function CheckNumbersButton({
  workId,
  onSlideClick,
  disabled,
}: {
  workId: string;
  onSlideClick?: (slideNum: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing plays its animation.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <Button
        icon={<FieldNumberOutlined />}
        onClick={() => setOpen((v) => !v)}
        disabled={disabled}
        data-testid="check-numbers-open"
      >
        {t('trace.check.open')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CheckNumbersDrawer
            workId={workId}
            open={open}
            onClose={() => setOpen(false)}
            onSlideClick={onSlideClick}
          />
        </Suspense>
      )}
    </>
  );
}
