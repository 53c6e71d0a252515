import type { Team } from '@prowrite/contracts';
import { App, Card, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetCompanyTemplate } from '../hooks/use-admin';
import { ClosingContactField } from './ClosingContactField';

/**
 * The teams the caller manages (every team for the first administrator, else its own), each with its
 * company-template switch (decision 0007): the deck variants, comments beside slides, image-only inserts.
 */
export function TeamsCard({ teams }: { teams: Team[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setFlag = useSetCompanyTemplate();
  const pending = setFlag.isPending ? setFlag.variables?.team_id : undefined;

  return (
    <Card variant="borderless" title={t('admin.teams.title')} data-testid="teams-card">
      <div style={{ display: 'grid' }}>
        {teams.map((team) => (
          <div
            key={team.id}
            data-testid="team-row"
            data-team-id={team.id}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 16,
              padding: '10px 0',
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <Typography.Text strong>{team.name}</Typography.Text>
            <Tooltip title={t('admin.teams.companyTemplate.help')}>
              <label
                htmlFor={`company-template-${team.id}`}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}
              >
                <Switch
                  id={`company-template-${team.id}`}
                  size="small"
                  checked={team.company_template}
                  loading={pending === team.id}
                  data-testid="team-company-template"
                  onChange={(enabled) =>
                    setFlag.mutate(
                      { team_id: team.id, enabled },
                      {
                        onSuccess: () =>
                          void message.success(
                            t(
                              enabled ? 'admin.teams.companyTemplate.on' : 'admin.teams.companyTemplate.off',
                              {
                                team: team.name,
                              },
                            ),
                          ),
                      },
                    )
                  }
                />
                {t('admin.teams.companyTemplate')}
              </label>
            </Tooltip>
            <div style={{ flexBasis: '100%' }}>
              <Typography.Text type="secondary">{t('admin.teams.closingContact')}</Typography.Text>
              <ClosingContactField team={team} />
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
