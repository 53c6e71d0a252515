import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import type { KnowledgeItem } from '@prowrite/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledge-api';
import { useKnowledgeChange } from '../hooks/use-knowledge';
import { retryable } from '../utils/item-status';

/**
 * A writer's actions on the chosen knowledge items, for the knowledge base and the console's datasets page:
 * enable/disable (where the page offers it), retry of the items that may be retried, delete after a confirmation.
 * `onDone` gets the server's count of updated items.
 */
export function BulkItemActions({
  chosen,
  onDone,
  testIdPrefix,
  withEnable = false,
}: {
  chosen: readonly KnowledgeItem[];
  onDone: (result: { updated: number }) => void;
  /** The pages' test ids differ: `kb` on the knowledge base, `kn` on the datasets page. */
  testIdPrefix: 'kb' | 'kn';
  withEnable?: boolean;
}) {
  const { t } = useTranslation();
  const enable = useKnowledgeChange((a: { ids: string[]; on: boolean }) => knowledgeApi.enable(a.ids, a.on));
  const retry = useKnowledgeChange(knowledgeApi.retry);
  const remove = useKnowledgeChange(knowledgeApi.remove);
  const ids = chosen.map((item) => item.id);
  const toRetry = retryable(chosen);
  const id = (name: string) => `${testIdPrefix}-${name}`;

  return (
    <>
      {withEnable &&
        ([true, false] as const).map((on) => (
          <Button
            key={String(on)}
            disabled={ids.length === 0}
            loading={enable.isPending}
            data-testid={id(on ? 'bulk-enable' : 'bulk-disable')}
            onClick={() => enable.mutate({ ids, on }, { onSuccess: onDone })}
          >
            {t(on ? 'knowledge.bulk.enable' : 'knowledge.bulk.disable')}
          </Button>
        ))}
      <Button
        icon={<RedoOutlined />}
        disabled={toRetry.length === 0}
        loading={retry.isPending}
        data-testid={id('bulk-retry')}
        title={t('knowledge.bulk.retryHint')}
        onClick={() =>
          retry.mutate(
            toRetry.map((item) => item.id),
            { onSuccess: onDone },
          )
        }
      >
        {t('knowledge.bulk.retry')}
      </Button>
      <Popconfirm
        title={t('knowledge.bulk.deleteConfirm', { count: ids.length })}
        okText={t('knowledge.bulk.delete')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, 'data-testid': id('delete-confirm') }}
        disabled={ids.length === 0}
        onConfirm={() => remove.mutate(ids, { onSuccess: onDone })}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={ids.length === 0}
          loading={remove.isPending}
          data-testid={id('bulk-delete')}
        >
          {t('knowledge.bulk.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}
