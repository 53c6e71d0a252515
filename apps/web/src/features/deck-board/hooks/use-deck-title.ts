import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeckState } from '../state/deck-context';

/** The page title is the deck's name, with a " Saving..." suffix while changes are not saved yet. */
export function useDeckTitle(): void {
  const { t } = useTranslation();
  const { name, saving, dirty } = useDeckState();
  const pending = saving || dirty.length > 0;
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    if (!name) return;
    document.title = `${name}${pending ? t('deck.save.titleSuffix') : ''}`;
  }, [name, pending, t]);
}
