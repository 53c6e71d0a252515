import { ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicApi } from '../api/public-api';
import { publicPreviewUrl } from '../utils/public-link';

// The link dialog (antd Input and Space) loads with the first publish, in parallel with the call.
const loadDialog = () => import('./PublishDialog');
const PublishDialog = lazy(async () => ({ default: (await loadDialog()).PublishDialog }));

/**
 * Board header button: publishes the deck (POST publish; the same link every time) and shows the public
 * read-only link to copy or open.
 */
export function PublishButton({ workId, disabled }: { workId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  // Once shown, the dialog stays mounted so that closing plays its animation.
  const [used, setUsed] = useState(false);
  const publish = useMutation({
    mutationFn: () => publicApi.publish(workId),
    onSuccess: (pair) => {
      setLink(publicPreviewUrl(window.location.origin, pair.ppt_id, pair.reportId));
      setUsed(true);
    },
  });

  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        loading={publish.isPending}
        disabled={disabled}
        onClick={() => {
          void loadDialog();
          publish.mutate();
        }}
        data-testid="publish-open"
      >
        {t('publish.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <PublishDialog link={link} onClose={() => setLink(null)} />
        </Suspense>
      )}
    </>
  );
}
