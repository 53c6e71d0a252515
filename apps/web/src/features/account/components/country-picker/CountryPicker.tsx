import { DownOutlined } from '@ant-design/icons';
import { Button, Modal, Popover } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../hooks/use-region';
import { type CountryEntry, countryIndex } from '../../utils/country-index';
import { isMobileUserAgent } from '../../utils/mobile-device';
import { CountryList } from './CountryList';
import './country-picker.css';

/**
 * The phone country-region picker: a dialog on mobile, a popover on desktop. The value is the ISO
 * country; the calling code follows from it. The region's excluded countries are not offered.
 */
export function CountryPicker({
  country,
  onChange,
  disabled,
}: {
  country: string | undefined;
  onChange: (entry: CountryEntry) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { region } = useRegion();
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => countryIndex(region, i18n.language), [region, i18n.language]);
  const current = entries.find((e) => e.country === country);
  const mobile = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
  const pick = (entry: CountryEntry) => {
    onChange(entry);
    setOpen(false);
  };
  const list = open ? <CountryList entries={entries} selected={country} onPick={pick} /> : null;
  const trigger = (
    <Button
      disabled={disabled}
      onClick={mobile ? () => setOpen(true) : undefined}
      aria-label={t('login.country.title')}
      title={current?.name}
      data-testid="country-picker"
      className="pw-country-trigger"
    >
      {current ? `+${current.callingCode}` : t('login.country.title')} <DownOutlined />
    </Button>
  );
  if (mobile) {
    return (
      <>
        {trigger}
        <Modal
          open={open}
          title={t('login.country.title')}
          footer={null}
          onCancel={() => setOpen(false)}
          destroyOnHidden
          data-testid="country-dialog"
          className="pw-country-dialog"
        >
          {list}
        </Modal>
      </>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={(next) => !disabled && setOpen(next)}
      trigger="click"
      placement="bottomLeft"
      title={t('login.country.title')}
      content={<div data-testid="country-popover">{list}</div>}
      destroyOnHidden
    >
      {trigger}
    </Popover>
  );
}
