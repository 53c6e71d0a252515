import type { Provenance } from '@prowrite/contracts';
import { primaryResultWithin } from '../results/primary-text';
import { primaryStatement, statementSources } from '../results/primary-statement';
import { CONCLUDING } from './conclusion-slides';
import type { DeckSource, WriteDeckInput } from './context';
import { conclusionSentences, sourceSentence } from './source-quote';
import type { Labels } from './labels';
import type { WriterLayoutId } from './layouts';
import { SlideDraft } from './slide-draft';

/**
 * The cover of either family: the given title or the trial's, registry id and phase as the subtitle, the
 * first key sentence as the summary. Only the layout differs between the general and medical decks.
 */
export function coverSlide(
  layoutId: Extract<WriterLayoutId, 'cover_slide_001_alt' | 'hcp_ppt_a_001' | 'hcp_ppt_a_004'>,
  input: WriteDeckInput,
  primary: DeckSource | undefined,
  labels: Labels,
): SlideDraft {
  const d = new SlideDraft(layoutId);
  const given = input.title?.trim();
  if (given) d.heading('presentation_title', given);
  else if (primary?.facts.title) {
    d.heading('presentation_title', primary.facts.title.value);
    if (d.title) d.cite(d.title, primary.facts.title.source, 'presentation_title');
  }
  // A title too long for the cover (never cut) gives way to the file name.
  if (!d.title) d.heading('presentation_title', primary?.fileName ?? labels.t('design'));
  if (!primary) return d;
  const f = primary.facts;
  const parts: { text: string; source: Provenance }[] = [];
  if (f.registry_id) parts.push({ text: f.registry_id.value, source: f.registry_id.source });
  if (f.phase) parts.push({ text: labels.phase(f.phase.value), source: f.phase.source });
  if (parts.length > 0) {
    d.text(
      'presentation_subtitle',
      parts.map((p) => p.text).join(' · '),
      parts.map((p) => p.source),
    );
  }
  // The summary is the primary result when the sources give one, else the authors' first finding.
  const primaryResult = primaryStatement(f);
  if (primaryResult?.reported) {
    d.text('brief_summary', primaryResultWithin(primaryResult, labels.lang, 300), [
      primaryResult.endpointSource,
      ...statementSources(primaryResult),
    ]);
    return d;
  }
  const summary = conclusionSentences(f.key_sentences, CONCLUDING)[0];
  if (summary) d.text('brief_summary', sourceSentence(summary.value, labels.lang), [summary.source]);
  return d;
}
