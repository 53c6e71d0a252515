import { GiftOutlined } from '@ant-design/icons';
import { TEMP_USER_DATA_GRACE_MS, TEMP_USER_TTL_MS } from '@prowrite/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../state/current-user';
import { hasSeenTrialWelcome, markTrialWelcomeSeen } from '../utils/trial-user';

/**
 * The trial role's free-quota welcome: what the trial gives and for how long, once per trial user (closing it
 * in any way counts as seen, so a refresh or another tab does not show it again).
 */
export function TrialWelcomeDialog() {
  const { t } = useTranslation();
  const user = useUser();
  const [open, setOpen] = useState(() => !hasSeenTrialWelcome(user.id));
  const close = () => {
    markTrialWelcomeSeen(user.id);
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={
        <span>
          <GiftOutlined /> {t('trial.welcome.title')}
        </span>
      }
      onCancel={close}
      footer={
        <Button type="primary" data-testid="trial-welcome-start" onClick={close}>
          {t('trial.welcome.start')}
        </Button>
      }
      destroyOnHidden
    >
      <div data-testid="trial-welcome-body">
        <p>{t('trial.welcome.body', { hours: Math.round(TEMP_USER_TTL_MS / 3600_000) })}</p>
        <ul>
          <li>{t('trial.welcome.quota.works')}</li>
          <li>{t('trial.welcome.quota.chat')}</li>
          <li>
            {t('trial.welcome.quota.private', { graceHours: Math.round(TEMP_USER_DATA_GRACE_MS / 3600_000) })}
          </li>
        </ul>
        <p>{t('trial.welcome.signupHint')}</p>
      </div>
    </Modal>
  );
}
