import { CheckCircleFilled, ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { VerifyResult } from '@prowrite/contracts';
import { Alert, Button, Drawer, Empty, Skeleton, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourcePanel } from '../hooks/source-panel-context';
import { useVerify } from '../hooks/use-verify';
import './check-numbers.css';

type VerifiedNumber = VerifyResult['slides'][number]['numbers'][number];

/**
 * "Check numbers": every number shown on each slide, found in the sources (click: the source panel at
 * that page) or not found (red). Opens on the left so the source panel on the right stays beside it.
 */
export function CheckNumbersDrawer({
  workId,
  open,
  onClose,
  onSlideClick,
}: {
  workId: string;
  open: boolean;
  onClose: () => void;
  /** Scrolls the board to a slide. */
  onSlideClick?: (slideNum: number) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerify(workId, open);
  const panel = useSourcePanel();
  const [onlyMissing, setOnlyMissing] = useState(false);
  const result = verify.data;

  const openSource = (n: VerifiedNumber) => {
    if (n.source)
      panel.open({ fileId: n.source.file_id, page: n.source.page, quote: n.source.quote, number: n.text });
  };

  const slides = (result?.slides ?? [])
    .map((s) => ({ ...s, numbers: onlyMissing ? s.numbers.filter((n) => !n.found) : s.numbers }))
    .filter((s) => s.numbers.length > 0);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={400}
      mask={false}
      title={t('trace.check.title')}
      extra={
        <Tooltip title={t('trace.check.refresh')}>
          <Button
            type="text"
            icon={<ReloadOutlined />}
            loading={verify.isFetching}
            onClick={() => verify.refetch()}
            aria-label={t('trace.check.refresh')}
          />
        </Tooltip>
      }
      data-testid="check-numbers"
    >
      {verify.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {verify.isError && !result && (
        <Alert type="error" showIcon title={t('trace.check.failed')} description={verify.error.message} />
      )}
      {result && (
        <div className="pw-check">
          <div className="pw-check-summary" data-testid="check-summary">
            <span>{t('trace.check.total', { count: result.total })}</span>
            <span className="is-found">{t('trace.check.found', { count: result.found })}</span>
            <span className={result.missing > 0 ? 'is-missing' : ''} data-testid="check-missing-count">
              {t('trace.check.missing', { count: result.missing })}
            </span>
          </div>
          <label className="pw-check-filter" htmlFor="check-only-missing">
            <Switch id="check-only-missing" size="small" checked={onlyMissing} onChange={setOnlyMissing} />{' '}
            {t('trace.check.onlyMissing')}
          </label>
          {slides.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={onlyMissing ? t('trace.check.allFound') : t('trace.check.none')}
            />
          )}
          {slides.map((slide) => (
            <section
              key={slide.slide_num}
              className="pw-check-slide"
              data-testid="check-slide"
              data-slide-num={slide.slide_num}
            >
              <button
                type="button"
                className="pw-check-slide-head"
                onClick={() => onSlideClick?.(slide.slide_num)}
              >
                {t('trace.check.slide', { num: slide.slide_num })}
                {slide.title && <span className="pw-check-slide-title">{slide.title}</span>}
              </button>
              <ul>
                {slide.numbers.map((n, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same number may show in two places.
                    key={`${n.content_id}-${n.text}-${i}`}
                    className={n.found ? 'is-found' : 'is-missing'}
                    data-testid="check-number"
                    data-found={n.found}
                  >
                    {n.found ? (
                      <button
                        type="button"
                        onClick={() => openSource(n)}
                        className="pw-check-number"
                        title={n.source?.quote}
                      >
                        <CheckCircleFilled /> <strong>{n.text}</strong>
                        <span className="pw-check-where">
                          {t('trace.check.foundAt', { page: n.source?.page ?? 1 })}
                        </span>
                      </button>
                    ) : (
                      <span className="pw-check-number">
                        <ExclamationCircleFilled /> <strong>{n.text}</strong>
                        <span className="pw-check-where">{t('trace.check.notFound')}</span>
                      </span>
                    )}
                    {/* The visible field (older servers send only the internal id). */}
                    <span className="pw-check-content">{n.label ?? n.content_id}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Drawer>
  );
}
