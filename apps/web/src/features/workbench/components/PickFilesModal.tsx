import type { FileDetail, FileKind } from '@prowrite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../public-preview';
import { filesApi } from '../api/files-api';
import { toggleChosen } from '../utils/chosen-sources';

const PAGE_SIZE = 15;
const SOURCE_KINDS: ReadonlySet<FileKind> = new Set(['pdf', 'docx', 'txt', 'md']);
const PARSE_COLOR = {
  success: 'success',
  error: 'error',
  wait: 'default',
  inProgress: 'processing',
} as const;

/** Earlier uploads of the team (GET /api/files/list); source files that did not fail can be picked. */
export function PickFilesModal({
  open,
  excluded,
  onClose,
  onPick,
}: {
  open: boolean;
  /** Files already in the work. */
  excluded: ReadonlySet<string>;
  onClose: () => void;
  onPick: (files: FileDetail[]) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<FileDetail[]>([]);
  const list = useQuery({
    queryKey: ['files', 'list', page],
    queryFn: ({ signal }) => filesApi.list(page, PAGE_SIZE, signal),
    enabled: open,
    placeholderData: (previous) => previous,
  });
  const selectable = (f: FileDetail) =>
    SOURCE_KINDS.has(f.kind) && f.parse_status !== 'error' && !excluded.has(f.id);

  return (
    <Modal
      open={open}
      title={t('workbench.pick.title')}
      width={760}
      okText={t('workbench.pick.confirm', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0 }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => {
        onPick(chosen);
        setChosen([]);
        onClose();
      }}
      destroyOnHidden
    >
      <Table<FileDetail>
        data-testid="pick-files-table"
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t('workbench.pick.empty') }}
        // A click anywhere on a row (its name too) selects it, as the checkbox does.
        onRow={(f) => ({
          onClick: (e) => {
            if (!selectable(f) || (e.target as HTMLElement).closest('.ant-checkbox-wrapper')) return;
            setChosen((list) => toggleChosen(list, f));
          },
          style: { cursor: selectable(f) ? 'pointer' : 'not-allowed' },
          'data-testid': 'pick-file-row',
        })}
        rowSelection={{
          selectedRowKeys: chosen.map((f) => f.id),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (f) => ({ disabled: !selectable(f) }),
          onChange: (_keys, rows) => setChosen(rows.filter(Boolean)),
        }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: list.data?.total_num ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          { title: t('workbench.pick.name'), dataIndex: 'name', ellipsis: true },
          {
            title: t('workbench.pick.kind'),
            dataIndex: 'kind',
            width: 80,
            render: (k: string) => k.toUpperCase(),
          },
          {
            title: t('workbench.pick.status'),
            dataIndex: 'parse_status',
            width: 120,
            render: (s: FileDetail['parse_status'], f) => (
              <Tag color={PARSE_COLOR[s]} title={f.err_msg || undefined}>
                {t(`workbench.parse.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('workbench.pick.uploaded'),
            dataIndex: 'created_at',
            width: 170,
            render: (s: number) => formatDateTime(s),
          },
        ]}
      />
    </Modal>
  );
}
