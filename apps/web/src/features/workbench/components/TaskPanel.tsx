import { DeleteOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import type { WorkListItem } from '@prowrite/contracts';
import { App, Button, Empty, Pagination, Skeleton, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../public-preview';
import { WORKS_PAGE_SIZE } from '../api/works-api';
import { useDeleteWork, useWorksList } from '../hooks/use-works';
import { workPath } from '../utils/work-route';
import { STATUS_COLOR, workStatus } from '../utils/work-status';
import { RenameWorkModal } from './RenameWorkModal';

/** Task panel: the team's works, 15 a page, with open, rename and delete. */
export function TaskPanel({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(0);
  const [renaming, setRenaming] = useState<WorkListItem | null>(null);
  const list = useWorksList(page);
  const remove = useDeleteWork();
  const works = list.data?.data ?? [];
  const pageEmptied = !list.isPlaceholderData && list.isSuccess && works.length === 0 && page > 0;

  // Deleting the last work of a page goes back one page.
  useEffect(() => {
    if (pageEmptied) setPage((p) => Math.max(0, p - 1));
  }, [pageEmptied]);

  const confirmDelete = (work: WorkListItem) =>
    modal.confirm({
      title: t('label.tips'),
      content: t('workbench.delete.confirm', { name: work.name }),
      okText: t('workbench.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(work.id).then(() => {
          void message.success(t('label.groupManage.remove.success'));
          if (selected === work.id) onSelect(null);
        }),
    });

  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError && !list.data)
    return (
      <Empty description={t('workbench.list.failed')}>
        <Button onClick={() => list.refetch()}>{t('common.retry')}</Button>
      </Empty>
    );
  if (works.length === 0 && page === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.list.empty')} />;

  return (
    <div className="pw-tasks">
      <ul className="pw-task-list" data-testid="works-list">
        {works.map((work) => {
          const status = workStatus(work);
          return (
            <li
              key={work.id}
              className={`pw-task${selected === work.id ? ' is-selected' : ''}`}
              data-testid="work-item"
              data-work-id={work.id}
            >
              <button type="button" className="pw-task-main" onClick={() => onSelect(work.id)}>
                <FileTextOutlined className="pw-task-icon" />
                <span className="pw-task-text">
                  <span className="pw-task-name" data-testid="work-name">
                    {work.name}
                  </span>
                  <span className="pw-task-meta">
                    <Tag color={STATUS_COLOR[status]} variant="filled">
                      {t(`workbench.status.${status}`)}
                    </Tag>
                    {/* The server counts a deck's slides and an article's components. */}
                    {t(work.type === 'PPT' ? 'workbench.list.slides' : 'workbench.list.components', {
                      count: work.slide_num,
                    })}
                  </span>
                  <span className="pw-task-date">{formatDateTime(work.updated_at)}</span>
                </span>
              </button>
              <span className="pw-task-actions">
                <Link to={workPath(work.id, work.type)} data-testid="work-open">
                  {t('workbench.list.open')}
                </Link>
                <Tooltip title={t('workbench.rename.title')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('workbench.rename.title')}
                    onClick={() => setRenaming(work)}
                    data-testid="work-rename"
                  />
                </Tooltip>
                <Tooltip title={t('workbench.delete.ok')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('workbench.delete.ok')}
                    onClick={() => confirmDelete(work)}
                    data-testid="work-delete"
                  />
                </Tooltip>
              </span>
            </li>
          );
        })}
      </ul>
      <Pagination
        size="small"
        align="center"
        current={page + 1}
        pageSize={WORKS_PAGE_SIZE}
        total={list.data?.total_num ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={(next) => setPage(next - 1)}
      />
      <RenameWorkModal work={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
