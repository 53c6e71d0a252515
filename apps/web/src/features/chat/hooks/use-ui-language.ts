import type { UiLanguage } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../../../lib/i18n';

/** The UI language, re-rendering on a switch (prompts and feedback tags are fetched in it). */
export function useUiLanguage(): UiLanguage {
  // Reading i18n.language subscribes the component to language changes.
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : currentLanguage();
}
