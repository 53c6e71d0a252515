import { FieldNumberOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckNumbersDrawer } from './CheckNumbersDrawer';

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
      <CheckNumbersDrawer
        workId={workId}
        open={open}
        onClose={() => setOpen(false)}
        onSlideClick={onSlideClick}
      />
    </>
  );
}
