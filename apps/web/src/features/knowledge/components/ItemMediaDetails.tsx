import type { KnowledgeItem } from '@prowrite/contracts';
import { Alert, Descriptions, Image, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What an image, video or audio item holds beyond its chunks (thumbnail, caption, metadata, and the
 * "no OCR" / "no transcript" note when its text could not be read), and a web search's result pages.
 */
export function ItemMediaDetails({ item }: { item: KnowledgeItem }) {
  const { t } = useTranslation();
  const media = item.media;
  return (
    <>
      {item.thumbnails_url && (
        <Image src={item.thumbnails_url} alt={item.caption || item.name} width={160} data-testid="kb-thumb" />
      )}
      {media && (
        <Descriptions size="small" column={2} data-testid="kb-media-info">
          {item.caption && (
            <Descriptions.Item label={t('knowledge.media.caption')} span={2}>
              {item.caption}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('knowledge.media.format')}>
            {[media.mime, media.codec].filter(Boolean).join(' · ') || '—'}
          </Descriptions.Item>
          {media.width > 0 && (
            <Descriptions.Item label={t('knowledge.media.size')}>
              {media.width} × {media.height}
            </Descriptions.Item>
          )}
          {media.duration > 0 && (
            <Descriptions.Item label={t('knowledge.media.duration')}>
              {t('knowledge.media.seconds', { seconds: media.duration })}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {media?.note && (
        <Alert
          type="info"
          showIcon
          data-testid="kb-media-note"
          message={noteKey(media) ? t(noteKey(media) as NoteKey) : media.note}
        />
      )}
      {item.web_sources.length > 0 && (
        <List
          size="small"
          header={t('knowledge.webSearch.sources')}
          dataSource={item.web_sources}
          rowKey="url"
          renderItem={(s) => (
            <List.Item>
              <Typography.Link href={s.url} target="_blank" rel="noreferrer" ellipsis>
                {s.title || s.url}
              </Typography.Link>
              {s.read ? (
                <Tag color="green">{t('knowledge.webSearch.read')}</Tag>
              ) : (
                <Tag color="orange" title={s.reason}>
                  {t('knowledge.webSearch.skipped')}
                </Tag>
              )}
            </List.Item>
          )}
        />
      )}
    </>
  );
}

type NoteKey =
  | 'knowledge.media.noOcr'
  | 'knowledge.media.noTranscript'
  | 'knowledge.media.transcriptTooLarge';

/** The note in the user's language for the states the UI knows; null = show the server's words. */
function noteKey(media: NonNullable<KnowledgeItem['media']>): NoteKey | null {
  if (media.ocr === 'unavailable') return 'knowledge.media.noOcr';
  if (media.transcript === 'not_configured') return 'knowledge.media.noTranscript';
  if (media.transcript === 'too_large') return 'knowledge.media.transcriptTooLarge';
  return null;
}
