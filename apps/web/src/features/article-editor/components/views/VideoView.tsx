import { LinkOutlined, PlayCircleFilled } from '@ant-design/icons';
import type { ArticleComponent } from '@prowrite/contracts';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticleRender } from '../../state/render-context';
import { videoDuration } from '../../utils/theme';

function safeLink(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A video card: cover, play icon, duration (media duration as fallback), source link. */
export function VideoView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const { mediaSrc } = useArticleRender();
  const [playing, setPlaying] = useState(false);
  const video = component.contents.find((c) => c.type === 'video')?.video;
  if (!video) return null;
  const duration = videoDuration(video.video_info);
  const link = safeLink(video.source.url);
  const loading = component.show_loading || video.state !== 'success';

  return (
    <section className="pw-art-video" data-testid="article-video">
      <div className="pw-art-video-stage">
        {loading ? (
          <Skeleton.Node active className="pw-art-video-skeleton">
            <PlayCircleFilled />
          </Skeleton.Node>
        ) : playing ? (
          // biome-ignore lint/a11y/useMediaCaption: user-supplied videos carry no caption track
          <video src={mediaSrc(video.value)} controls autoPlay className="pw-art-video-player" />
        ) : (
          <button
            type="button"
            className="pw-art-video-cover"
            onClick={() => setPlaying(true)}
            aria-label={t('article.video.play')}
          >
            {video.video_info.cover_url ? (
              <img src={mediaSrc(video.video_info.cover_url)} alt="" loading="lazy" />
            ) : null}
            <PlayCircleFilled className="pw-art-video-play" />
            {duration && <span className="pw-art-video-duration">{duration}</span>}
          </button>
        )}
      </div>
      {(video.source.title || link) && (
        <div className="pw-art-video-source">
          {video.source.icon ? (
            <img src={mediaSrc(video.source.icon)} alt="" className="pw-art-video-icon" />
          ) : (
            <LinkOutlined />
          )}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {video.source.title || link}
            </a>
          ) : (
            <span>{video.source.title}</span>
          )}
        </div>
      )}
    </section>
  );
}
