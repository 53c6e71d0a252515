import { MAX_CLOSING_CONTACT, type Team } from '@prowrite/contracts';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetClosingContact } from '../hooks/use-admin';

/** A team's closing contact: what its new decks show under CONTACT US (empty: no contact block). */
export function ClosingContactField({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSetClosingContact();
  const [value, setValue] = useState(team.closing_contact);
  const changed = value.trim() !== team.closing_contact;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.TextArea
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={MAX_CLOSING_CONTACT}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('admin.teams.closingContact.placeholder')}
        aria-label={t('admin.teams.closingContact')}
        data-testid="team-closing-contact"
      />
      <Button
        disabled={!changed}
        loading={save.isPending}
        data-testid="team-closing-contact-save"
        onClick={() =>
          save.mutate(
            { team_id: team.id, closing_contact: value },
            {
              onSuccess: (r) => {
                setValue(r.closing_contact);
                void message.success(t('admin.teams.closingContact.saved', { team: team.name }));
              },
            },
          )
        }
      >
        {t('admin.teams.closingContact.save')}
      </Button>
    </Space.Compact>
  );
}
