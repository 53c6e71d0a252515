import type { Role } from '@prowrite/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function RoleTag({ role, superAdmin = false }: { role: Role; superAdmin?: boolean }) {
  const { t } = useTranslation();
  if (superAdmin) return <Tag color="gold">{t('account.role.superAdmin')}</Tag>;
  return role === 'admin' ? (
    <Tag color="blue">{t('account.role.admin')}</Tag>
  ) : (
    <Tag>{t('account.role.member')}</Tag>
  );
}
