import type { ArticleComponent, ArticleComponentKind } from '@prowrite/contracts';
import { sourceTitle } from '../../../writer/context';
import { fitText } from '../../../writer/fit-text';
import { articleLabels } from '../../article-labels';
import { ComponentBuilder } from '../../component-builder';
import { nameZh, phraseZh } from '../../glossary';
import { SeededIds } from '../../ids';
import { para } from '../../paragraph';
import { shortReference } from '../../references';
import { capitalise, studyType } from '../../study-type';
import { type TrialView, trialView } from '../../trial-view';
import { hasArticleContent } from '../../write-article';
import type { ArticleKindWriter, KindWriteInput } from '../kind-writer';
import { keyFiguresComponent } from './key-figures';
import { type InfographicLabels, infographicLabels } from './labels';
import { conclusionParas, designPanel, type PanelDraft, resultPanel, safetyPanel } from './panels';

/** Optional parts of an infographic: the conclusion, the source line and the audience statement. */
export const INFOGRAPHIC_OPTIONAL_COMPONENTS: readonly ArticleComponentKind[] = [
  'summary',
  'references',
  'statement',
];

/** A poster title is short; a source's own title may be long (the web sets it smaller). */
const MAX_TITLE = 240;

function seedOf(input: KindWriteInput): string {
  return JSON.stringify([
    'Infographic',
    input.template,
    input.outLang,
    input.title ?? '',
    input.facts.map((s) => [s.fileId, s.sha1 ?? '']),
  ]);
}

/** "ALPHA-1研究｜一图读懂" / "ALPHA-1 at a glance"; without a short name, the source's title. */
function titleOf(view: TrialView | undefined, input: KindWriteInput, labels: InfographicLabels) {
  const given = input.title?.trim();
  if (given) return { text: fitText(given, MAX_TITLE), sources: [] };
  if (view?.acronym) {
    const acr = view.acronym.value;
    return {
      text: labels.zh ? `${acr}${labels.t('titleSuffix')}` : `${acr} ${labels.t('titleSuffix')}`,
      sources: [view.acronym.source],
    };
  }
  const first = input.facts[0];
  // A Chinese poster is not headed by an English title: that stays in the source line.
  const printed = first ? fitText(sourceTitle(first), MAX_TITLE) : '';
  const title = labels.zh && !/\p{Script=Han}/u.test(printed) ? '' : printed;
  return { text: title || labels.t('titleFallback'), sources: title ? [first?.facts.title?.source] : [] };
}

/**
 * The infographic's offline writer: a one-page visual summary of the first source that reports a trial, as
 * components in poster order — banner (title, study type, drug), design flow (randomised → allocation → arms,
 * who, primary endpoint), the primary result (a big number per arm, the effect with interval and p; the key
 * hazard ratios when the primary endpoint has no number; a plain line when nothing was read), key safety
 * (first adverse-event rows), conclusion, source line and statement. Texts are short; every number is one a
 * source prints, with its provenance.
 */
export const infographicWriter: ArticleKindWriter = function* infographicWriter(
  input: KindWriteInput,
): Generator<ArticleComponent> {
  const labels = infographicLabels(input.outLang);
  const article = articleLabels(input.outLang);
  const ctx = { labels, article };
  const ids = new SeededIds(input.idSeed ?? seedOf(input));
  const wanted = new Set(input.optionalComponents ?? INFOGRAPHIC_OPTIONAL_COMPONENTS);
  const contentful = input.facts.filter((s) => hasArticleContent(s.facts));
  const view = contentful[0] ? trialView(contentful[0]) : undefined;

  const banner = new ComponentBuilder(ids, 'banner', '');
  const title = titleOf(view, input, labels);
  banner.plain('post_title', title.text, title.sources);
  const type = view ? studyType(view, article) : null;
  banner.plain(
    'post_subtitle',
    type ? (labels.zh ? type.text : capitalise(type.text)) : '',
    type?.sources ?? [],
  );
  const drug = view?.drug;
  const drugZh = drug && labels.zh ? phraseZh(drug.value) : null;
  banner.plain('drug_name', drug ? (drugZh ?? (labels.zh ? nameZh(drug.value) : drug.value)) : '', [
    drug?.source,
  ]);
  banner.plain('copyright', '');
  yield banner.build(ids.id());

  const panel = (name: 'design' | 'result' | 'safety', draft: PanelDraft | null) =>
    draft ? keyFiguresComponent(ids, name, draft.title, draft.figures, draft.texts) : null;

  if (!view) {
    const empty = new ComponentBuilder(ids, 'summary', labels.t('conclusion'));
    empty.paragraphs('summary', [para(labels.t('noContent'))]);
    yield empty.build(ids.id());
  } else {
    const parts = [
      panel('design', designPanel(view, ctx)),
      panel('result', resultPanel(view, ctx)),
      panel('safety', safetyPanel(view, ctx)),
    ];
    for (const part of parts) if (part) yield part;
    if (wanted.has('summary')) {
      const paras = conclusionParas(view, ctx);
      if (paras.length > 0) {
        const conclusion = new ComponentBuilder(ids, 'summary', labels.t('conclusion'));
        conclusion.paragraphs('summary', paras);
        yield conclusion.build(ids.id());
      }
    }
  }

  if (wanted.has('references') && input.facts.length > 0) {
    const refs = new ComponentBuilder(ids, 'references', labels.t('source'));
    refs.references('references', input.facts.map(shortReference));
    yield refs.build(ids.id());
  }
  if (wanted.has('statement')) {
    const statement = new ComponentBuilder(ids, 'statement', '');
    statement.paragraphs('statement', [para(labels.t('statement'))]);
    yield statement.build(ids.id());
  }
};
