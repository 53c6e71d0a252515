import { SearchOutlined } from '@ant-design/icons';
import type { KnowledgeSearchResult } from '@prowrite/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledge-api';
import { formatScore } from '../utils/format-score';

/** Retrieval testing: a query against the whole base, answered with ranked chunks, scores and sources. */
export function RetrievalTest({ onOpenItem }: { onOpenItem: (id: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const search = useMutation({
    mutationFn: (q: string) =>
      knowledgeApi.search({ query: q, limit: 10, include_disabled: includeDisabled }),
  });
  const run = () => {
    if (query.trim()) search.mutate(query.trim());
  };
  const result: KnowledgeSearchResult | undefined = search.data;
  return (
    <Card size="small" title={t('knowledge.search.title')} className="kb-search">
      <div className="kb-search-bar">
        <Input
          data-testid="kb-search-input"
          value={query}
          maxLength={2000}
          placeholder={t('knowledge.search.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          onPressEnter={run}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          data-testid="kb-search-submit"
          loading={search.isPending}
          disabled={!query.trim()}
          onClick={run}
        >
          {t('knowledge.search.run')}
        </Button>
      </div>
      <Checkbox checked={includeDisabled} onChange={(e) => setIncludeDisabled(e.target.checked)}>
        {t('knowledge.search.includeDisabled')}
      </Checkbox>
      {search.isError && <Alert type="error" showIcon message={search.error.message} className="kb-gap" />}
      {result && (
        <>
          <Alert
            className="kb-gap"
            data-testid="kb-search-mode"
            data-mode={result.mode}
            type={result.mode === 'lexical' ? 'warning' : 'info'}
            showIcon
            message={t(result.mode === 'lexical' ? 'knowledge.search.lexical' : 'knowledge.search.hybrid')}
          />
          {result.hits.length === 0 ? (
            <Empty description={t('knowledge.search.none')} />
          ) : (
            <List
              dataSource={result.hits}
              rowKey={(hit) => hit.chunk.id}
              renderItem={(hit, index) => (
                <List.Item data-testid="kb-hit" className="kb-hit">
                  <div>
                    <div className="kb-chunk-head">
                      <Tag>#{index + 1}</Tag>
                      <Tag color="geekblue" data-testid="kb-hit-score">
                        {t('knowledge.search.score', { score: formatScore(hit.score) })}
                      </Tag>
                      <Typography.Link onClick={() => onOpenItem(hit.item.id)} data-testid="kb-hit-item">
                        {hit.item.name}
                      </Typography.Link>
                      {hit.chunk.source.page !== null && (
                        <Tag color="blue">{t('knowledge.page', { page: hit.chunk.source.page })}</Tag>
                      )}
                    </div>
                    {hit.chunk.heading && <Typography.Text strong>{hit.chunk.heading}</Typography.Text>}
                    <Typography.Paragraph className="kb-chunk-text" ellipsis={{ rows: 4, expandable: true }}>
                      {hit.chunk.text}
                    </Typography.Paragraph>
                  </div>
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Card>
  );
}
