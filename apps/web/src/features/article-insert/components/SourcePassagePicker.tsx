import type { SourcePassage } from '@prowrite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertApi } from '../api/insert-api';

/** Search the work's sources and pick one passage (the quote dialog's "from the sources" tab). */
export function SourcePassagePicker({
  workId,
  selected,
  onSelect,
}: {
  workId: string;
  selected: SourcePassage | null;
  onSelect: (passage: SourcePassage) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useQuery({
    queryKey: ['source-passages', workId, query],
    queryFn: ({ signal }) => insertApi.searchPassages(workId, query, signal),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  });
  const key = (p: SourcePassage) => `${p.file_id}:${p.page}:${p.text}`;
  return (
    <div className="pw-quote-sources">
      <Input.Search
        placeholder={t('insert.quote.searchPlaceholder')}
        enterButton
        allowClear
        onSearch={(v) => setQuery(v.trim())}
        aria-label={t('insert.quote.searchPlaceholder')}
        data-testid="quote-source-search"
      />
      <div className="pw-quote-results" style={{ maxHeight: 320, overflowY: 'auto', marginTop: 12 }}>
        {search.isFetching && <Spin />}
        {search.isError && <Alert type="error" showIcon message={search.error.message} />}
        {search.data?.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('insert.quote.noPassage')} />
        )}
        {search.data?.map((p) => {
          const chosen = selected !== null && key(selected) === key(p);
          return (
            <button
              type="button"
              key={key(p)}
              onClick={() => onSelect(p)}
              aria-pressed={chosen}
              data-testid="quote-source-passage"
              style={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                padding: '8px 10px',
                marginBottom: 8,
                borderRadius: 6,
                cursor: 'pointer',
                border: chosen ? '1px solid #1677ff' : '1px solid #f0f0f0',
                background: chosen ? '#e6f4ff' : '#fff',
              }}
            >
              <div>{p.text}</div>
              <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4 }}>
                {t('insert.quote.where', { file: p.file_name, page: p.page })}
              </div>
            </button>
          );
        })}
      </div>
    </div>
  );
}
