import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { publicApi } from '../api/public-api';
import { PublicHeader } from './PublicHeader';
import { ReadOnlySlides } from './ReadOnlySlides';
import './public-preview.css';

/** A published deck for anyone with the link: header, the slides read-only, and the "Powered by" footer. */
export function PublicPreview({ pptId, reportId }: { pptId: string; reportId: string }) {
  const { t } = useTranslation();
  const deck = useQuery({
    queryKey: ['public-ppt', pptId, reportId],
    queryFn: ({ signal }) => publicApi.ppt(pptId, reportId, signal),
    retry: (count, error) =>
      count < 2 && !(error instanceof HttpError && error.status > 0 && error.status < 500),
  });

  useEffect(() => {
    if (deck.data) document.title = `${deck.data.name} - ${t('app.name')}`;
  }, [deck.data, t]);

  if (deck.isPending) return <Spin size="large" className="pw-public-spin" />;
  if (deck.isError) {
    const missing = deck.error instanceof HttpError && deck.error.status === 404;
    return missing ? (
      <PublicNotFound />
    ) : (
      <Result
        status="warning"
        title={t('publicPreview.failed')}
        subTitle={deck.error.message}
        extra={<Button onClick={() => deck.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <div className="pw-public" data-testid="public-preview">
      <PublicHeader deck={deck.data} />
      <main className="pw-public-main">
        <ReadOnlySlides slides={deck.data.slide_list} template={deck.data.select_template} />
      </main>
      <footer className="pw-public-footer" data-testid="public-footer">
        {t('publicPreview.poweredBy')}
      </footer>
    </div>
  );
}

/** A wrong or incomplete link: the same answer whichever half is wrong. */
export function PublicNotFound() {
  const { t } = useTranslation();
  return (
    <div className="pw-public pw-public-missing" data-testid="public-not-found">
      <Result
        status="404"
        title={t('publicPreview.notFound.title')}
        subTitle={t('publicPreview.notFound.body')}
      />
      <footer className="pw-public-footer">{t('publicPreview.poweredBy')}</footer>
    </div>
  );
}
