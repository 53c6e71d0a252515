import type { Role } from '@prowrite/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function RoleTag({ role, superAdmin = false }: { role: Role; superAdmin?: boolean }) {
  const { t } = useTranslation();
  if (superAdmin) return <Tag color="gold">{t('account.role.superAdmin')}</Tag>;
  if (role === 'admin') return <Tag color="blue">{t('account.role.admin')}</Tag>;
  if (role === 'viewer') return <Tag color="default">{t('account.role.viewer')}</Tag>;
  return <Tag>{t('account.role.member')}</Tag>;
}
