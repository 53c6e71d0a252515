import { useTranslation } from 'react-i18next';
import { findNumber, segmentText } from '../utils/loose-match';
import { MarkedText } from './MarkedText';

/** The quote from the source, with the clicked number marked in it. */
export function QuoteBlock({ quote, number }: { quote: string; number?: string }) {
  const { t } = useTranslation();
  const numberRange = number ? findNumber(quote, number) : null;
  return (
    <figure className="pw-quote" data-testid="source-quote">
      <figcaption>{t('trace.panel.quote')}</figcaption>
      <blockquote>
        <MarkedText segments={segmentText(quote, null, numberRange)} />
      </blockquote>
    </figure>
  );
}
