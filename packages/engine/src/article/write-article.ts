import {
  type ArticleComponent,
  type ArticleComponentKind,
  COMPONENT_CHAR_LIMITS,
  type Facts,
  measureText,
  OPTIONAL_COMPONENT_KINDS,
} from '@prowrite/contracts';
import { type DeckSource, sourceTitle } from '../writer/context';
import { hasDesignFacts } from '../writer/design-slides';
import { fitText } from '../writer/fit-text';
import type { OutLang } from '../writer/labels';
import { type ArticleLabels, articleLabels, componentTitle } from './article-labels';
import { ComponentBuilder } from './component-builder';
import { type ChapterDraft, chapter, section, textItem, trimChapters } from './drafts';
import { FigureCounter } from './figures';
import { nameZh, phraseZh } from './glossary';
import {
  type ArticleType,
  introductionParas,
  subtitleForArticle,
  summaryParas,
  titleForArticle,
} from './front-matter';
import { designSections } from './hcp-design';
import { conclusionSections, efficacySections, type ResultsContext, safetySections } from './hcp-results';
import { SeededIds } from './ids';
import { para } from './paragraph';
import { patientChapters } from './patient-chapters';
import { referenceOf, shortReference } from './references';
import { tablesOf } from './table-rows';
import { capTweetQuotes } from './tweet-quotes';
import { type TrialView, trialView } from './trial-view';
import { chineseFactsForOutput } from '../writer/chinese-facts-en';

export type WriteArticleInput = {
  type: ArticleType;
  /** The post title; the first source's trial name (or title) when absent. */
  title?: string;
  facts: DeckSource[];
  /** The selected template (tweets_template1..5 / patient_education_tweets_template1..3): drawing only. */
  template: string;
  outLang: OutLang;
  /** Optional kinds to write (default: all of OPTIONAL_COMPONENT_KINDS); banner and article always are. */
  optionalComponents?: readonly ArticleComponentKind[];
  /** Seeds the ids (the server passes the work id); absent, ids follow from the input itself. */
  idSeed?: string;
};

const MAX_POST_TITLE = 500;
/** Section titles name the trial when an article covers several: at most this long. */
const MAX_TRIAL_LABEL = 40;

/** Whether a source's facts can carry an article: design, results, tables, figures or key sentences. */
export function hasArticleContent(facts: Facts): boolean {
  const view = trialView({ fileId: '', fileName: '', facts });
  return (
    hasDesignFacts(facts) ||
    facts.hazard_ratios.length > 0 ||
    facts.medians.length > 0 ||
    tablesOf(view, 'efficacy').length > 0 ||
    tablesOf(view, 'safety').length > 0 ||
    facts.figures.some((f) => f.url && f.caption.trim()) ||
    facts.key_sentences.length > 0
  );
}

function hcpChapters(views: TrialView[], labels: ArticleLabels): ChapterDraft[] {
  const figures = new FigureCounter();
  const several = views.length > 1;
  const ctxOf = (view: TrialView): ResultsContext => {
    const name = view.acronym?.value ?? view.title;
    const label = fitText(name, MAX_TRIAL_LABEL);
    return {
      labels,
      figures,
      reference: shortReference(view.source),
      prefix: (title) => (several ? `${label}｜${title}` : title),
    };
  };
  const contexts = views.map((v) => ({ view: v, ctx: ctxOf(v) }));
  return [
    chapter(
      labels.t('chapterDesign'),
      contexts.flatMap(({ view, ctx }) => designSections(view, labels, ctx.prefix)),
    ),
    chapter(
      labels.t('chapterEfficacy'),
      contexts.flatMap(({ view, ctx }) => efficacySections(view, ctx)),
    ),
    chapter(
      labels.t('chapterSafety'),
      contexts.flatMap(({ view, ctx }) => safetySections(view, ctx)),
    ),
    chapter(
      labels.t('chapterConclusions'),
      contexts.flatMap(({ view, ctx }) => conclusionSections(view, ctx)),
    ),
  ].filter((c): c is ChapterDraft => c !== null);
}

/** "REAL3研究解读" / "The REAL3 trial: a review" / "The REAL3 study in plain words". */
function articleTitleFor(view: TrialView, patient: boolean, labels: ArticleLabels): string {
  const acr = view.acronym?.value;
  if (!acr) return labels.t(patient ? 'patientArticleTitle' : 'articleTitle');
  if (labels.zh) return `${acr}${labels.t(patient ? 'patientArticleTitle' : 'articleTitle')}`;
  return patient ? `The ${acr} study in plain words` : `The ${acr} trial: a review`;
}

function defaultSeed(input: WriteArticleInput): string {
  return JSON.stringify([
    input.type,
    input.template,
    input.outLang,
    input.title ?? '',
    input.facts.map((s) => [s.fileId, s.sha1 ?? '']),
  ]);
}

const fitTitle = (s: string) => fitText(s, MAX_POST_TITLE);

/**
 * The offline article writer: a deterministic Tweets or PatientEducationPost article from the sources' facts,
 * one component at a time, in reading order — banner, editor's note, introduction, article (chapters of
 * sections of body text and source figures), summary, references, statement, experts (one empty to fill),
 * review code. Optional kinds not selected are skipped. Every number written is one a source prints, with
 * its provenance on the component. Sources with nothing to write from give banner + article saying so.
 */
export function* writeArticleComponents(input: WriteArticleInput): Generator<ArticleComponent> {
  const labels = articleLabels(input.outLang);
  const patient = input.type === 'PatientEducationPost';
  const ids = new SeededIds(input.idSeed ?? defaultSeed(input));
  const views = input.facts
    .filter((s) => hasArticleContent(s.facts))
    .map((s) => trialView({ ...s, facts: chineseFactsForOutput(s.facts, input.outLang) }));
  const primary = views[0];
  const wanted = new Set<ArticleComponentKind>(input.optionalComponents ?? OPTIONAL_COMPONENT_KINDS);
  const given = input.title?.trim();

  // Banner.
  const banner = new ComponentBuilder(ids, 'banner', '');
  const title = primary ? titleForArticle(primary, input.type, labels) : null;
  if (given) banner.plain('post_title', fitTitle(given));
  else if (title) banner.plain('post_title', fitTitle(title.text), title.sources);
  else
    banner.plain(
      'post_title',
      fitTitle(input.facts[0] ? sourceTitle(input.facts[0]) : labels.t('articleTitle')),
    );
  const subtitle = primary ? subtitleForArticle(primary, input.type, labels) : null;
  banner.plain('post_subtitle', subtitle?.text ?? '', subtitle?.sources ?? []);
  const drug = primary?.drug;
  const drugZh = drug && labels.zh ? phraseZh(drug.value) : null;
  const drugText = drug
    ? drugZh
      ? // The INN has a standard Chinese name: Chinese text uses it alone (the source quote keeps the INN).
        drugZh
      : labels.zh
        ? // Patients are shown no source words in quotes: an untranslated treatment name is left out.
          patient && nameZh(drug.value).includes('“')
          ? ''
          : nameZh(drug.value)
        : drug.value
    : '';
  banner.plain('drug_name', drugText, [drug?.source]);
  banner.plain('copyright', '');
  yield banner.build(ids.id());

  if (!primary) {
    const article = new ComponentBuilder(ids, 'article', '');
    const empty = chapter(labels.t('noContentTitle'), [
      section('', [textItem([para(labels.t('noContent'))])]),
    ]);
    article.article(labels.t(patient ? 'patientArticleTitle' : 'articleTitle'), empty ? [empty] : []);
    yield article.build(ids.id());
    return;
  }

  const text = (kind: ArticleComponentKind, paras: ReturnType<typeof summaryParas>) => {
    const b = new ComponentBuilder(ids, kind, componentTitle(kind, patient, labels));
    b.paragraphs(kind, paras);
    return b.build(ids.id());
  };

  if (wanted.has('editors_note'))
    yield text('editors_note', [para(labels.t(patient ? 'editorsNotePatient' : 'editorsNoteHcp'))]);
  if (wanted.has('introduction')) yield text('introduction', introductionParas(primary, input.type, labels));

  const articleTitle = articleTitleFor(primary, patient, labels);
  const chapters = trimChapters(
    // A tweet is short: composed text first, at most one source quote in each (tweet-quotes.ts).
    patient ? patientChapters(primary, labels) : capTweetQuotes(hcpChapters(views, labels), input.outLang),
    COMPONENT_CHAR_LIMITS.article,
    measureText(articleTitle),
  );
  const article = new ComponentBuilder(ids, 'article', '');
  article.article(articleTitle, chapters);
  if (primary.acronym) article.cite(articleTitle, [primary.acronym.source], 'article_title');
  yield article.build(ids.id());

  if (wanted.has('summary')) yield text('summary', summaryParas(primary, input.type, labels));
  if (wanted.has('references')) {
    const refs = new ComponentBuilder(ids, 'references', componentTitle('references', patient, labels));
    refs.references('references', input.facts.map(referenceOf));
    yield refs.build(ids.id());
  }
  if (wanted.has('statement'))
    yield text('statement', [para(labels.t(patient ? 'statementPatient' : 'statementHcp'))]);
  if (wanted.has('personal_introductions')) {
    const experts = new ComponentBuilder(
      ids,
      'personal_introductions',
      componentTitle('personal_introductions', patient, labels),
    );
    experts.expert('personal_introductions');
    yield experts.build(ids.id());
  }
  if (wanted.has('review_code')) {
    const code = new ComponentBuilder(ids, 'review_code', componentTitle('review_code', patient, labels));
    code.plain('review_code', '');
    yield code.build(ids.id());
  }
}

/** The whole article at once (the generator collected). */
export function writeArticle(input: WriteArticleInput): ArticleComponent[] {
  return [...writeArticleComponents(input)];
}
