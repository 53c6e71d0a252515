import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../../lib/i18n';

/** Language picker for the header and the login page; the choice is remembered in localStorage. */
export function LanguageSwitch({ variant = 'text' }: { variant?: 'text' | 'outlined' }) {
  const { t, i18n } = useTranslation();
  // Reading i18n.language subscribes this component to language changes through useTranslation.
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const label = LANGUAGES.find((l) => l.code === active)?.label ?? active;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((l) => ({ key: l.code, label: <span lang={l.code}>{l.label}</span> })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button
        type={variant === 'text' ? 'text' : 'default'}
        icon={<GlobalOutlined />}
        aria-label={t('common.language')}
        data-testid="language-switch"
      >
        {label}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
