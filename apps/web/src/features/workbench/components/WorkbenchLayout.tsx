import { chatReviseShown } from '@prowrite/contracts';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useWorkPreview } from '../hooks/use-works';
import { ChatRevisePanel } from './ChatRevisePanel';
import { ConfigurePanel } from './ConfigurePanel';
import { TaskPanel } from './TaskPanel';
import { WorkPreviewPanel } from './WorkPreviewPanel';
import './workbench.css';

/**
 * The write-workbench layout: configure and chat-revise (about the selected work), preview,
 * tasks.
 * Creating a work opens its deck board, which is where generation streams in.
 */
export function WorkbenchLayout() {
  const { t } = useTranslation();
  // A work can be opened here with ?reportId=, so a link can point at one work.
  const [search] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => search.get('reportId') || null);
  const [tab, setTab] = useState('configure');
  const type = useWorkPreview(selected).data?.baseInfo.type;
  // Kinds without the panel (an infographic, a monitoring report) hide its tab; it comes back, animated in,
  // when a work of another kind is selected.
  const chatShown = type === undefined || chatReviseShown(type);
  const active = tab === 'chat' && !chatShown ? 'configure' : tab;

  return (
    <div className="pw-workbench-host">
      <div className="pw-workbench" data-testid="workbench">
        <Card className="pw-panel pw-panel-configure" size="small">
          <Tabs
            activeKey={active}
            onChange={setTab}
            items={[
              { key: 'configure', label: t('workbench.panel.configure'), children: <ConfigurePanel /> },
              ...(chatShown
                ? [
                    {
                      key: 'chat',
                      label: <span data-testid="chat-revise-tab">{t('workbench.panel.chat')}</span>,
                      children: <ChatRevisePanel workId={selected} />,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
        <Card className="pw-panel pw-panel-preview" size="small" title={t('workbench.panel.preview')}>
          <WorkPreviewPanel workId={selected} />
        </Card>
        <Card className="pw-panel pw-panel-tasks" size="small" title={t('workbench.panel.tasks')}>
          <TaskPanel selected={selected} onSelect={setSelected} />
        </Card>
      </div>
    </div>
  );
}
