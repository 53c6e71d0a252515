import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The share dialog (antd form parts) loads with the first click.
const loadDialog = () => import('./ShareDialog');
const ShareDialog = lazy(async () => ({ default: (await loadDialog()).ShareDialog }));

/**
 * Header button of the deck board and the article editor: opens the share dialog, which says what becomes
 * public before publishing, and shows, changes or revokes a live link. Nothing is published by the click.
 */
export function PublishButton({
  work,
  disabled,
}: {
  work: { id: string; name: string; kind: 'deck' | 'article' };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once shown, the dialog stays mounted so that closing plays its animation.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        disabled={disabled}
        onClick={() => {
          void loadDialog();
          setUsed(true);
          setOpen(true);
        }}
        data-testid="publish-open"
      >
        {t('publish.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog work={work} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
