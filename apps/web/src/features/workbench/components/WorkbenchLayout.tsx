import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChatRevisePlaceholder } from './ChatRevisePlaceholder';
import { ConfigurePanel } from './ConfigurePanel';
import { TaskPanel } from './TaskPanel';
import { WorkPreviewPanel } from './WorkPreviewPanel';
import './workbench.css';

/**
 * The write-workbench layout: configure (with chat-revise beside it), preview, tasks. Creating a work opens
 * its deck board, which is where generation streams in.
 */
export function WorkbenchLayout() {
  const { t } = useTranslation();
  // A work can be opened here with ?reportId=, so a link can point at one work.
  const [search] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => search.get('reportId') || null);

  return (
    <div className="pw-workbench-host">
      <div className="pw-workbench" data-testid="workbench">
        <Card className="pw-panel pw-panel-configure" size="small">
          <Tabs
            defaultActiveKey="configure"
            items={[
              { key: 'configure', label: t('workbench.panel.configure'), children: <ConfigurePanel /> },
              { key: 'chat', label: t('workbench.panel.chat'), children: <ChatRevisePlaceholder /> },
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
