import { Descriptions, Drawer, Empty, List, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKnowledgeDetail } from '../hooks/use-knowledge';
import { ItemMediaDetails } from './ItemMediaDetails';
import { StatusTag } from './StatusTag';

const CHUNKS_PER_PAGE = 20;

/** One item: its status and its chunks, each with its heading, text and where it was read (page, quote). */
export function ItemDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useKnowledgeDetail(id).data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={640}
      title={detail?.item.name ?? t('common.loading')}
      data-testid="kb-drawer"
      destroyOnHidden
    >
      {!detail ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('knowledge.col.status')}>
              <StatusTag item={detail.item} />
            </Descriptions.Item>
            <Descriptions.Item label={t('knowledge.col.type')}>{detail.item.type}</Descriptions.Item>
            <Descriptions.Item label={t('knowledge.col.chunks')}>{detail.item.chunk_count}</Descriptions.Item>
            <Descriptions.Item label={t('knowledge.col.enabled')}>
              {detail.item.enable_flag ? t('knowledge.enabled') : t('knowledge.disabled')}
            </Descriptions.Item>
            {detail.item.url && (
              <Descriptions.Item label={t('knowledge.add.url')} span={2}>
                <Typography.Link href={detail.item.url} target="_blank" rel="noreferrer">
                  {detail.item.url}
                </Typography.Link>
              </Descriptions.Item>
            )}
          </Descriptions>
          <ItemMediaDetails item={detail.item} />
          <div className="kb-section-title">{t('knowledge.chunks', { count: detail.chunks.length })}</div>
          {detail.chunks.length === 0 ? (
            <Empty description={t('knowledge.chunks.none')} />
          ) : (
            <List
              dataSource={detail.chunks}
              rowKey="id"
              pagination={
                detail.chunks.length > CHUNKS_PER_PAGE ? { pageSize: CHUNKS_PER_PAGE, size: 'small' } : false
              }
              renderItem={(chunk) => (
                <List.Item data-testid="kb-chunk" className="kb-chunk">
                  <div>
                    <div className="kb-chunk-head">
                      <Tag>#{chunk.seq + 1}</Tag>
                      {chunk.heading && <Typography.Text strong>{chunk.heading}</Typography.Text>}
                      {chunk.source.page !== null && (
                        <Tag color="blue">{t('knowledge.page', { page: chunk.source.page })}</Tag>
                      )}
                      {chunk.source.url && (
                        <Typography.Link href={chunk.source.url} target="_blank" rel="noreferrer" ellipsis>
                          {chunk.source.url}
                        </Typography.Link>
                      )}
                    </div>
                    <Typography.Paragraph className="kb-chunk-text">{chunk.text}</Typography.Paragraph>
                    {chunk.source.quote && (
                      <Typography.Text type="secondary" className="kb-chunk-quote">
                        “{chunk.source.quote}”
                      </Typography.Text>
                    )}
                  </div>
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
