import type { InviteInfo } from '@prowrite/contracts';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { initials } from '../utils/initials';

/** Who invited the visitor, into which team, and the (masked) address the invitation went to. */
export function InviteCard({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const inviter = info.user_name || t('signup.invite.someone');
  return (
    <div className="pw-invite-card" data-testid="signup-invite-card">
      <Avatar size={44} src={info.user_avatar || undefined} style={{ background: '#2A5A9B', flex: 'none' }}>
        {initials(inviter)}
      </Avatar>
      <div>
        <div className="pw-invite-title" data-testid="signup-invite-text">
          {t('signup.invite.joins', { name: inviter, team: info.dept_name })}
        </div>
        <div className="pw-invite-account">
          {t(info.channel === 'email' ? 'signup.invite.sentToEmail' : 'signup.invite.sentToPhone', {
            account: info.account,
          })}
        </div>
      </div>
    </div>
  );
}
