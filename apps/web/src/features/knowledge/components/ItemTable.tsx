import type { KnowledgeItem } from '@prowrite/contracts';
import { Switch, Table, type TableProps, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from './StatusTag';

type Props = {
  items: KnowledgeItem[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (id: string) => void;
  onToggle: (item: KnowledgeItem, enable: boolean) => void;
  canWrite: boolean;
  /** Adds a column naming each item's dataset (lists spanning every category). */
  datasetOf?: (item: KnowledgeItem) => string;
};

/** The category's items: name, type, status (with why it failed or is stuck), chunks, enabled, updated. */
export function ItemTable(props: Props) {
  const { t, i18n } = useTranslation();
  const columns: TableProps<KnowledgeItem>['columns'] = [
    {
      title: t('knowledge.col.name'),
      dataIndex: 'name',
      render: (_, item) => (
        <Typography.Link data-testid="kb-item-name" onClick={() => props.onOpen(item.id)}>
          {item.name}
        </Typography.Link>
      ),
    },
    ...(props.datasetOf
      ? [
          {
            title: t('knowledge.col.dataset'),
            key: 'dataset',
            width: 160,
            render: (_: unknown, item: KnowledgeItem) => props.datasetOf?.(item),
          },
        ]
      : []),
    { title: t('knowledge.col.type'), dataIndex: 'type', width: 80 },
    {
      title: t('knowledge.col.status'),
      key: 'status',
      width: 260,
      render: (_, item) => <StatusTag item={item} />,
    },
    { title: t('knowledge.col.chunks'), dataIndex: 'chunk_count', width: 80, align: 'right' },
    {
      title: t('knowledge.col.enabled'),
      key: 'enabled',
      width: 90,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.enable_flag}
          disabled={!props.canWrite}
          aria-label={t('knowledge.col.enabled')}
          onChange={(on) => props.onToggle(item, on)}
        />
      ),
    },
    {
      title: t('knowledge.col.updated'),
      dataIndex: 'updated_at',
      width: 170,
      render: (s: number) => new Date(s * 1000).toLocaleString(i18n.language),
    },
  ];
  return (
    <Table<KnowledgeItem>
      size="middle"
      rowKey="id"
      data-testid="kb-items"
      columns={columns}
      dataSource={props.items}
      loading={props.loading}
      onRow={(item) => ({ 'data-testid': 'kb-row', 'data-name': item.name }) as HTMLAttributes<HTMLElement>}
      rowSelection={
        props.canWrite
          ? { selectedRowKeys: props.selected, onChange: (keys) => props.onSelect(keys.map(String)) }
          : undefined
      }
      pagination={{
        current: props.page + 1,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        onChange: (page, size) => props.onPage(page - 1, size),
      }}
      locale={{ emptyText: t('knowledge.empty') }}
    />
  );
}
