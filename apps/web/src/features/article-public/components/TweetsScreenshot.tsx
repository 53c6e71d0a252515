import { Result, Spin } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http';
import { usePrintReady } from '../../print';
import { fetchPublicWork } from '../api/public-article-api';
import { publicMediaSrc, type ScreenshotParams, screenshotScale } from '../utils/screenshot-params';
import { kindViewOf, renderBaseOf } from '../../article-editor';
import { ReadOnlyArticle } from './ReadOnlyArticle';
import './article-public.css';

/**
 * The public rendering of a published article for screenshots: laid out at `width`, then scaled to the
 * window's width (or doubled with size=2); empty image titles and footnotes hidden; images through the public
 * image route. Sets `body[data-ready]` once fonts and images are in.
 */
export function TweetsScreenshot({
  prowriteId,
  token,
  params,
}: {
  prowriteId: string;
  token: string;
  params: ScreenshotParams;
}) {
  const { t } = useTranslation();
  const work = useQuery({
    queryKey: ['public-work', prowriteId, token],
    queryFn: ({ signal }) => fetchPublicWork(prowriteId, token, signal),
    retry: false,
  });
  const root = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const mediaSrc = useCallback((url: string) => publicMediaSrc(prowriteId, token, url), [prowriteId, token]);

  useLayoutEffect(() => {
    if (!work.data) return;
    const fit = () => setScale(screenshotScale(params, document.documentElement.clientWidth));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [work.data, params]);
  useEffect(() => {
    if (work.data) document.title = work.data.name;
  }, [work.data]);
  usePrintReady(root, work.isSuccess);

  if (work.isPending) return <Spin className="pw-art-public-spin" />;
  if (work.isError) {
    const missing = work.error instanceof HttpError && work.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('article.public.notFound') : t('article.public.failed')}
        subTitle={missing ? t('article.public.notFoundBody') : work.error.message}
      />
    );
  }
  return (
    <div
      className="pw-art-screenshot"
      style={{ zoom: scale }}
      data-testid="tweets-screenshot"
      data-scale={scale}
    >
      <ReadOnlyArticle
        ref={root}
        components={work.data.components}
        type={renderBaseOf(work.data.type)}
        kindView={kindViewOf(work.data.type)}
        selectTemplate={work.data.select_template}
        themeColour={work.data.theme_color}
        mediaSrc={mediaSrc}
        width={params.width}
      />
    </div>
  );
}
