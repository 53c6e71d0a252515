import { MessageOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The chat-revise panel of the workbench: AI chat is not built yet, so it says so plainly. */
export function ChatRevisePlaceholder() {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="chat-revise-placeholder"
      image={<MessageOutlined style={{ fontSize: 40, color: '#9aa7b4' }} />}
      description={
        <>
          <strong>{t('workbench.chat.title')}</strong>
          <br />
          {t('workbench.chat.unavailable')}
        </>
      }
    />
  );
}
