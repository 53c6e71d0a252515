import type { SourceImage } from '@prowrite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertApi } from '../api/insert-api';
import { type Candidate, candidateKey, type TabReport } from '../utils/candidate';
import { CheckGrid } from './CheckGrid';

type Figure = Extract<Candidate, { kind: 'source' }>;

export const sourceImagesKey = (workId: string) => ['article-insert', 'source-images', workId] as const;

/** Figures and tables cropped from the work's source files, with their titles and pages. */
export function SourceImagesTab({ workId, onReport }: { workId: string; onReport: (r: TabReport) => void }) {
  const { t } = useTranslation();
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const query = useQuery({
    queryKey: sourceImagesKey(workId),
    queryFn: ({ signal }) => insertApi.sourceImages(workId, signal),
  });
  const figures = useMemo<Figure[]>(
    () => (query.data ?? []).map((figure: SourceImage) => ({ kind: 'source', figure })),
    [query.data],
  );
  const checked = figures.find((f) => candidateKey(f) === checkedKey) ?? null;
  useEffect(() => onReport({ checked, busy: false }), [checked, onReport]);

  if (query.isPending)
    return (
      <div className="pw-insert-tab pw-insert-center">
        <Spin />
      </div>
    );
  if (query.isError)
    return (
      <div className="pw-insert-tab">
        <Alert
          type="error"
          showIcon
          title={t('insert.source.failed')}
          description={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  if (figures.length === 0)
    return (
      <div className="pw-insert-tab">
        <Empty description={t('insert.source.empty')} data-testid="insert-source-empty" />
      </div>
    );

  return (
    <div className="pw-insert-tab" data-testid="insert-source">
      <CheckGrid
        label={t('insert.source.label')}
        testId="insert-source-figures"
        checkedKey={checkedKey}
        onCheck={setCheckedKey}
        cards={figures.map((f) => ({
          key: candidateKey(f),
          src: f.figure.url,
          title: f.figure.title || t('insert.image.defaultTitle'),
          meta: (
            <>
              {f.figure.image_type === 'table' && <Tag>{t('insert.source.table')}</Tag>}
              {f.figure.page_number > 0 && t('insert.source.page', { page: f.figure.page_number })}
            </>
          ),
        }))}
      />
    </div>
  );
}
