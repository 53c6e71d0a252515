import { Button, Modal, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useInsertTabs } from '../hooks/use-insert-tabs';
import './insert.css';

/** Width of the insert dialogs: the app's default dialog width. */
export const DIALOG_WIDTH = 680;

export interface InsertTab<K extends string> {
  key: K;
  /** The tab's label, translated. */
  label: string;
  children: ReactNode;
}

/**
 * The frame the image and video dialogs share: tabs, Cancel (which asks before losing a choice) and Confirm
 * (enabled once the active tab has a finished choice; hidden where a tab confirms by itself).
 */
export function InsertTabsModal<K extends string>({
  title,
  className,
  tabs,
  items,
  confirming = false,
  onConfirm,
}: {
  title: string;
  className: string;
  tabs: ReturnType<typeof useInsertTabs<K>>;
  items: InsertTab<K>[];
  confirming?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      width={DIALOG_WIDTH}
      onCancel={tabs.requestClose}
      mask={{ closable: false }}
      className={`pw-insert-dialog ${className}`}
      footer={[
        <Button key="cancel" onClick={tabs.requestClose} data-testid="insert-dialog-cancel">
          {t('common.cancel')}
        </Button>,
        tabs.hideConfirm ? null : (
          <Button
            key="ok"
            type="primary"
            disabled={!tabs.canConfirm}
            loading={confirming}
            onClick={onConfirm}
            data-testid="insert-dialog-ok"
          >
            {t('insert.confirm.ok')}
          </Button>
        ),
      ]}
    >
      <Tabs
        activeKey={tabs.active}
        onChange={(key) => tabs.setActive(key as K)}
        items={items.map((item) => ({
          key: item.key,
          label: <span data-testid={`insert-tab-${item.key}`}>{item.label}</span>,
          children: item.children,
        }))}
      />
    </Modal>
  );
}
