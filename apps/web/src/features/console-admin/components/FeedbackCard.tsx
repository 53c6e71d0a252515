import { DislikeFilled, LikeFilled } from '@ant-design/icons';
import type { AdminFeedbackRow, FeedbackType } from '@prowrite/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Segmented, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../../../lib/i18n';
import { adminApi } from '../api/admin-api';

const PAGE_SIZE = 10;

/** Likes and dislikes of chat answers, newest first, with the question and the start of the answer. */
export function FeedbackCard({ showTeam }: { showTeam: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const [type, setType] = useState<FeedbackType | 'all'>('all');
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['admin', 'chat-feedback', type, page],
    queryFn: ({ signal }) =>
      adminApi.listFeedback(
        { type: type === 'all' ? undefined : type, pageno: page, pagesize: PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const tags = useQuery({
    queryKey: ['admin', 'feedback-tags', lang],
    queryFn: ({ signal }) => adminApi.feedbackTags(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const label = (row: AdminFeedbackRow, key: string) =>
    tags.data?.[row.type].find((o) => o.key === key)?.label ?? key;

  const columns: TableColumnsType<AdminFeedbackRow> = [
    {
      key: 'rating',
      title: t('admin.feedback.rating'),
      width: 220,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.type === 'like' ? (
            <LikeFilled style={{ color: '#52c41a' }} aria-label={t('chat.feedback.like')} />
          ) : (
            <DislikeFilled style={{ color: '#f5222d' }} aria-label={t('chat.feedback.dislike')} />
          )}
          {row.tags.map((k) => (
            <Tag key={k}>{label(row, k)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'exchange',
      title: t('admin.feedback.exchange'),
      render: (_, row) => (
        <div>
          <Typography.Text strong ellipsis={{ tooltip: row.question }} style={{ maxWidth: 420 }}>
            {row.question}
          </Typography.Text>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {row.answer_excerpt}
          </Typography.Paragraph>
          {row.content && <Typography.Text italic>“{row.content}”</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'user',
      title: t('admin.feedback.user'),
      width: 180,
      render: (_, row) => (
        <div>
          <div>{row.user.name}</div>
          {showTeam && <Typography.Text type="secondary">{row.team.name}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'time',
      title: t('admin.feedback.time'),
      width: 180,
      render: (_, row) => (
        <Typography.Text type="secondary">
          {dateFormat.format(new Date(row.updated_at * 1000))}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={t('admin.feedback.title')}
      extra={
        <Segmented<FeedbackType | 'all'>
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(0);
          }}
          options={[
            { value: 'all', label: t('admin.feedback.all') },
            { value: 'like', label: t('chat.feedback.like') },
            { value: 'dislike', label: t('chat.feedback.dislike') },
          ]}
        />
      }
      styles={{ body: { paddingTop: 8 } }}
    >
      <Table<AdminFeedbackRow>
        rowKey={(row) => `${row.message_id}:${row.user.id}`}
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: list.data?.total_num ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        locale={{ emptyText: t('admin.feedback.empty') }}
        data-testid="feedback-table"
      />
    </Card>
  );
}
