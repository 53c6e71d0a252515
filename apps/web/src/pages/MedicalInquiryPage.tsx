import { MedicineBoxOutlined } from '@ant-design/icons';
import { TEMP_USER_DATA_GRACE_MS, TEMP_USER_TTL_MS } from '@prowrite/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTrialUser, useUser } from '../features/account';
import { ChatScreen } from '../features/chat';
import { SourcePanelProvider } from '../features/traceability';
import './MedicalInquiryPage.css';

/**
 * /medpilot: medical inquiry. Questions about the sources the user uploads or picks, answered from their
 * pages with citations that open the source panel (the source chat). A visitor arrives here with a trial
 * session (MedicalTrialGate) and is told how long it lasts and what becomes of its sources.
 */
export function MedicalInquiryPage() {
  const { t } = useTranslation();
  const trial = isTrialUser(useUser());
  return (
    <SourcePanelProvider>
      <div className="medpilot" data-testid="medpilot">
        <header className="medpilot-header">
          <h1>
            <MedicineBoxOutlined /> {t('medpilot.title')}
          </h1>
          <p>{t('medpilot.intro')}</p>
          {trial && (
            <Alert
              type="info"
              showIcon
              data-testid="medpilot-trial-note"
              title={t('medpilot.trialNote', {
                hours: Math.round(TEMP_USER_TTL_MS / 3600_000),
                graceHours: Math.round(TEMP_USER_DATA_GRACE_MS / 3600_000),
              })}
            />
          )}
        </header>
        <ChatScreen type="pdf" />
      </div>
    </SourcePanelProvider>
  );
}
