import { PlusOutlined } from '@ant-design/icons';
import { canWrite as canWriteArea, type KnowledgeCategory, type KnowledgeItem } from '@prowrite/contracts';
import { App, Button, Card, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../account';
import { knowledgeApi } from '../api/knowledge-api';
import { useKnowledgeCategories, useKnowledgeChange, useKnowledgeItems } from '../hooks/use-knowledge';
import { useKnowledgeOverview } from '../hooks/use-knowledge-overview';
import { categoryLabel } from '../utils/category-label';
import { STATUS_FILTERS, type StatusFilter, typeCountsLine } from '../utils/list-filter';
import { BulkItemActions } from './BulkItemActions';
import { ItemDrawer } from './ItemDrawer';
import { ItemTable } from './ItemTable';
import './knowledge.css';

/** The datasets filter's value for "every dataset" (a category id is never empty). */
const ALL_DATASETS = '';

/**
 * The console's datasets page (/knowledge): items per status across the team's datasets, each dataset with its
 * counts per type, and every item filtered by dataset and status, with retry and delete for those who may
 * write to the knowledge base (the others see the same lists without the actions; the server refuses anyway).
 */
export function DatasetsConsole() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const user = useUser();
  const canWrite = canWriteArea(user.bizchat_auth, 'knowledge');
  const categories = useKnowledgeCategories();
  const overview = useKnowledgeOverview();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [dataset, setDataset] = useState(ALL_DATASETS);
  const [page, setPage] = useState({ no: 0, size: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useKnowledgeItems({
    ...(dataset !== ALL_DATASETS ? { cId: dataset } : {}),
    pageno: page.no,
    pagesize: page.size,
    filter,
    order: 'updated_at',
  });
  const items = list.data?.data ?? [];
  const chosen = items.filter((item) => selected.includes(item.id));
  const label = (c: Pick<KnowledgeCategory, 'id' | 'name' | 'en_name'>) =>
    categoryLabel(c, i18n.language, t('knowledge.noCategory'));
  const names = new Map((categories.data ?? []).map((c) => [c.id, label(c)]));

  const narrow = (next: { filter?: StatusFilter; dataset?: string }) => {
    if (next.filter !== undefined) setFilter(next.filter);
    if (next.dataset !== undefined) setDataset(next.dataset);
    setPage((p) => ({ ...p, no: 0 }));
    setSelected([]);
  };
  const done = (r: { updated: number }) => {
    void message.success(t('knowledge.bulk.done', { count: r.updated }));
    setSelected([]);
  };
  const enable = useKnowledgeChange((a: { ids: string[]; on: boolean }) => knowledgeApi.enable(a.ids, a.on));

  return (
    <div className="kn-console" data-testid="kn-console">
      <div className="kb-toolbar">
        <Typography.Title level={4} className="kb-title">
          {t('datasets.title')}
        </Typography.Title>
        {canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="kn-create"
            onClick={() => setCreating(true)}
          >
            {t('datasets.create')}
          </Button>
        )}
      </div>

      <fieldset className="kn-counts" aria-label={t('datasets.overview')}>
        {STATUS_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={f === filter ? 'kn-count is-active' : 'kn-count'}
            data-testid={`kn-count-${f}`}
            data-count={overview.data?.[f] ?? ''}
            aria-pressed={f === filter}
            onClick={() => narrow({ filter: f })}
          >
            <span className="kn-count-value">{overview.data?.[f] ?? '–'}</span>
            <span className="kn-count-label">{t(`knowledge.filter.${f}`)}</span>
          </button>
        ))}
      </fieldset>

      <Card size="small" title={t('datasets.list')}>
        <Table<KnowledgeCategory>
          size="small"
          rowKey="id"
          data-testid="kn-datasets"
          loading={categories.isPending}
          dataSource={categories.data ?? []}
          pagination={false}
          onRow={(c) =>
            ({ 'data-testid': 'kn-dataset', 'data-name': label(c) }) as HTMLAttributes<HTMLElement>
          }
          columns={[
            { title: t('datasets.col.name'), key: 'name', render: (_, c) => label(c) },
            {
              title: t('datasets.col.items'),
              dataIndex: 'num',
              width: 100,
              align: 'right',
              render: (n: number) => <span data-testid="kn-dataset-count">{n}</span>,
            },
            {
              title: t('datasets.col.types'),
              key: 'types',
              render: (_, c) => typeCountsLine(c.counts) || '–',
            },
            {
              title: t('datasets.col.actions'),
              key: 'actions',
              width: 220,
              render: (_, c) => (
                <Space>
                  <Typography.Link data-testid="kn-dataset-items" onClick={() => narrow({ dataset: c.id })}>
                    {t('datasets.showItems')}
                  </Typography.Link>
                  <Link to={`/app/knowledge-base?c_id=${encodeURIComponent(c.id)}`}>
                    {t('datasets.open')}
                  </Link>
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Card size="small" title={t('datasets.items')}>
        <Space wrap className="kn-filters">
          <Select<string>
            data-testid="kn-filter-dataset"
            aria-label={t('datasets.col.name')}
            value={dataset}
            style={{ width: 200 }}
            onChange={(v) => narrow({ dataset: v })}
            options={[
              { value: ALL_DATASETS, label: t('datasets.all') },
              ...(categories.data ?? []).map((c) => ({ value: c.id, label: label(c) })),
            ]}
          />
          <Select<StatusFilter>
            data-testid="kn-filter-status"
            aria-label={t('knowledge.col.status')}
            value={filter}
            style={{ width: 160 }}
            onChange={(v) => narrow({ filter: v })}
            options={STATUS_FILTERS.map((f) => ({ value: f, label: t(`knowledge.filter.${f}`) }))}
          />
          {canWrite && <BulkItemActions chosen={chosen} onDone={done} testIdPrefix="kn" />}
        </Space>
        <ItemTable
          items={items}
          total={list.data?.total_num ?? 0}
          loading={list.isPending}
          page={page.no}
          pageSize={page.size}
          onPage={(no, size) => setPage({ no, size })}
          selected={selected}
          onSelect={setSelected}
          onOpen={setOpenId}
          onToggle={(item: KnowledgeItem, on: boolean) => enable.mutate({ ids: [item.id], on })}
          canWrite={canWrite}
          datasetOf={(item) => names.get(item.c_id) ?? item.c_id}
        />
      </Card>
      {canWrite && <CreateDatasetModal open={creating} onClose={() => setCreating(false)} />}
      <ItemDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

/** A new dataset (a knowledge category): its name, and optionally the name shown in English. */
function CreateDatasetModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [enName, setEnName] = useState('');
  const create = useKnowledgeChange((a: { name: string; enName: string }) =>
    knowledgeApi.createCategory(a.name, a.enName),
  );
  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), enName: enName.trim() },
      {
        onSuccess: () => {
          void message.success(t('label.successful-operation'));
          setName('');
          setEnName('');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('datasets.create')}
      onCancel={onClose}
      onOk={submit}
      okText={t('knowledge.add.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !name.trim(), loading: create.isPending, 'data-testid': 'kn-create-submit' }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          data-testid="kn-create-name"
          value={name}
          maxLength={100}
          placeholder={t('datasets.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={submit}
        />
        <Input
          data-testid="kn-create-en-name"
          value={enName}
          maxLength={100}
          placeholder={t('datasets.enNamePlaceholder')}
          onChange={(e) => setEnName(e.target.value)}
          onPressEnter={submit}
        />
      </Space>
    </Modal>
  );
}
