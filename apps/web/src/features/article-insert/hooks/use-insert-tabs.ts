import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_REPORT, type TabReport } from '../utils/candidate';

/**
 * The shared rules of the tabbed insert dialogs: each tab keeps its own checked item; confirm is enabled only
 * when the active tab has one and nothing is running; closing with any item checked asks for confirmation
 * first.
 */
export function useInsertTabs<K extends string>(keys: readonly K[], onCancel: () => void) {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const [active, setActive] = useState<K>(keys[0]!);
  const [reports, setReports] = useState<Partial<Record<K, TabReport>>>({});

  // One stable callback per tab, so a tab's effect reporting its state does not loop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab keys are fixed for a dialog's life.
  const reportTo = useMemo(() => {
    const out = {} as Record<K, (r: TabReport) => void>;
    for (const key of keys) out[key] = (report) => setReports((prev) => ({ ...prev, [key]: report }));
    return out;
  }, []);

  const current = reports[active] ?? EMPTY_REPORT;
  const anyBusy = keys.some((k) => reports[k]?.busy);
  const anyChecked = keys.some((k) => reports[k]?.checked);

  const requestClose = useCallback(() => {
    if (!anyChecked) {
      onCancel();
      return;
    }
    modal.confirm({
      title: t('label.tips'),
      content: t('insert.confirm.cancel'),
      okText: t('insert.confirm.leave'),
      cancelText: t('insert.confirm.stay'),
      onOk: onCancel,
    });
  }, [anyChecked, modal, onCancel, t]);

  return {
    active,
    setActive,
    reportTo,
    checked: current.checked,
    canConfirm: current.checked !== null && !current.busy && !anyBusy,
    hideConfirm: current.hideConfirm === true,
    requestClose,
  };
}
