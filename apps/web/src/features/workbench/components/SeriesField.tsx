import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReportSeries } from '../hooks/use-report-series';

/**
 * The monitoring series of a new report: pick one of the team's series, or type a new name to start one.
 * The name is the series id (report_id), so later reports find the series by it.
 */
export function SeriesField({
  value,
  onChange,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const series = useReportSeries(true);
  const options = (series.data?.list ?? []).map((s) => ({
    value: s.report_id,
    label: `${s.name} (${s.report_num})`,
  }));
  return (
    <AutoComplete
      id="work-series"
      data-testid="work-series"
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      placeholder={t('workbench.form.seriesPlaceholder')}
      filterOption={(input, option) =>
        (option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase())
      }
      maxLength={64}
    />
  );
}
