import { PlusOutlined } from '@ant-design/icons';
import { canWrite as canWriteArea, DEFAULT_CATEGORY_ID, type KnowledgeItem } from '@prowrite/contracts';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../account';
import { knowledgeApi } from '../api/knowledge-api';
import { useChunkUploads } from '../hooks/use-chunk-uploads';
import { useKnowledgeCategories, useKnowledgeChange, useKnowledgeItems } from '../hooks/use-knowledge';
import { type ListOrder, STATUS_FILTERS, type StatusFilter } from '../utils/list-filter';
import { AddItemModal } from './AddItemModal';
import { BulkItemActions } from './BulkItemActions';
import { CategoryList } from './CategoryList';
import { ItemDrawer } from './ItemDrawer';
import { ItemTable } from './ItemTable';
import { ResumableUploads } from './ResumableUploads';
import { RetrievalTest } from './RetrievalTest';
import './knowledge.css';

/** /app/knowledge-base: categories, their items with live status, adding items, item chunks, retrieval testing. */
export function KnowledgeBaseScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useUser();
  // Write actions are hidden without the write bit; the server refuses them anyway.
  const canWrite = canWriteArea(user.bizchat_auth, 'knowledge');
  // `?c_id=` opens a category (the console's datasets page links here).
  const [params] = useSearchParams();
  const [cId, setCId] = useState(params.get('c_id') || DEFAULT_CATEGORY_ID);
  const [page, setPage] = useState({ no: 0, size: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const categories = useKnowledgeCategories();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [order, setOrder] = useState<ListOrder>('updated_at');
  const list = useKnowledgeItems({ cId, pageno: page.no, pagesize: page.size, filter, order });
  const items = list.data?.data ?? [];
  const chosen = items.filter((item) => selected.includes(item.id));
  const uploads = useChunkUploads();

  const done = (r: { updated: number }) => {
    void message.success(t('knowledge.bulk.done', { count: r.updated }));
    setSelected([]);
  };
  const enable = useKnowledgeChange((a: { ids: string[]; on: boolean }) => knowledgeApi.enable(a.ids, a.on));
  const toggle = (item: KnowledgeItem, on: boolean) => enable.mutate({ ids: [item.id], on });

  const selectCategory = (id: string) => {
    setCId(id);
    setPage((p) => ({ ...p, no: 0 }));
    setSelected([]);
  };
  return (
    <div className="kb-screen" data-testid="kb-screen">
      <CategoryList
        categories={categories.data ?? []}
        active={cId}
        onSelect={selectCategory}
        canWrite={canWrite}
      />
      <main className="kb-main">
        <div className="kb-toolbar">
          <Typography.Title level={4} className="kb-title">
            {t('knowledge.title')}
          </Typography.Title>
          {canWrite && (
            <Space wrap>
              <BulkItemActions chosen={chosen} onDone={done} testIdPrefix="kb" withEnable />
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="kb-add"
                onClick={() => setAdding(true)}
              >
                {t('knowledge.add.title')}
              </Button>
            </Space>
          )}
        </div>
        <Space wrap>
          <Select<StatusFilter>
            data-testid="kb-filter-status"
            aria-label={t('knowledge.col.status')}
            value={filter}
            style={{ width: 160 }}
            onChange={(v) => {
              setFilter(v);
              setPage((p) => ({ ...p, no: 0 }));
              setSelected([]);
            }}
            options={STATUS_FILTERS.map((f) => ({ value: f, label: t(`knowledge.filter.${f}`) }))}
          />
          <Select<ListOrder>
            aria-label={t('knowledge.order')}
            value={order}
            style={{ width: 160 }}
            onChange={setOrder}
            options={[
              { value: 'updated_at', label: t('knowledge.order.updated') },
              { value: 'created_at', label: t('knowledge.order.created') },
            ]}
          />
        </Space>
        <ResumableUploads
          entries={uploads.entries}
          onPause={uploads.pause}
          onResume={uploads.resume}
          onDismiss={uploads.dismiss}
        />
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
          onToggle={toggle}
          canWrite={canWrite}
        />
        <RetrievalTest onOpenItem={setOpenId} />
      </main>
      {canWrite && (
        <AddItemModal
          open={adding}
          cId={cId}
          onClose={() => setAdding(false)}
          onLargeFile={(file) => uploads.add(file, cId)}
        />
      )}
      <ItemDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
