import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../lib/i18n';
import { MenuButton } from '../menu/MenuButton';

/**
 * The header's language picker (as features/locale's LanguageSwitch, which the login page keeps) on a plain
 * menu button: the frame of every signed-in screen does not download antd's Dropdown and Menu.
 */
export function HeaderLanguageMenu() {
  const { t, i18n } = useTranslation();
  // Reading i18n.language subscribes this component to language changes through useTranslation.
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const label = LANGUAGES.find((l) => l.code === active)?.label ?? active;
  return (
    <MenuButton
      label={t('common.language')}
      buttonClassName="pw-header-button"
      testId="language-switch"
      items={LANGUAGES.map((l) => ({
        key: l.code,
        label: l.label,
        lang: l.code,
        selected: l.code === active,
      }))}
      onSelect={(key) => {
        if (isLanguage(key)) void changeLanguage(key);
      }}
    >
      <GlobalOutlined />
      <span>{label}</span>
      <DownOutlined style={{ fontSize: 10 }} />
    </MenuButton>
  );
}
