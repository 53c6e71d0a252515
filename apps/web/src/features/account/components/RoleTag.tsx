import { TEMP_USER_TYPE, type User } from '@prowrite/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** `role` is a user's type: its role, or the temporary (trial) user type. */
export function RoleTag({ role, superAdmin = false }: { role: User['type']; superAdmin?: boolean }) {
  const { t } = useTranslation();
  if (superAdmin) return <Tag color="gold">{t('account.role.superAdmin')}</Tag>;
  if (role === 'admin') return <Tag color="blue">{t('account.role.admin')}</Tag>;
  if (role === 'viewer') return <Tag color="default">{t('account.role.viewer')}</Tag>;
  if (role === TEMP_USER_TYPE || role === 'nai') return <Tag color="green">{t('account.role.trial')}</Tag>;
  return <Tag>{t('account.role.member')}</Tag>;
}
