import {
  type ArticleComponent,
  type ArticleComponentKind,
  COMPONENT_CHAR_LIMITS,
  measureText,
} from '@prowrite/contracts';
import type { DeckSource } from '../../../writer/context';
import { fitText } from '../../../writer/fit-text';
import { type ArticleLabels, articleLabels, componentTitle } from '../../article-labels';
import { ComponentBuilder } from '../../component-builder';
import {
  type BodyDraft,
  type ChapterDraft,
  chapter,
  chapterLength,
  type SectionDraft,
  section,
  textItem,
  trimChapters,
} from '../../drafts';
import { FigureCounter } from '../../figures';
import { introductionParas } from '../../front-matter';
import { designSections } from '../../hcp-design';
import { conclusionSections, efficacySections, type ResultsContext, safetySections } from '../../hcp-results';
import { SeededIds } from '../../ids';
import { type Para, para } from '../../paragraph';
import { referenceOf, shortReference } from '../../references';
import { type TrialView, trialView } from '../../trial-view';
import { hasArticleContent } from '../../write-article';
import type { ArticleKindWriter, KindWriteInput } from '../kind-writer';
import { type ResearchExpressTextKey, researchExpressText } from './research-express-labels';

/** The optional components a research express writes unless the work names others. */
export const RESEARCH_EXPRESS_OPTIONAL: readonly ArticleComponentKind[] = [
  'editors_note',
  'references',
  'statement',
  'personal_introductions',
  'review_code',
];

const MAX_POST_TITLE = 500;
/** A paper's printed title as its digest's heading: long titles are cut at a word. */
const MAX_PAPER_TITLE = 160;
/** The article component holds at most 20 chapters: papers beyond are listed in the references only. */
const MAX_DIGESTS = 20;
/** The post title names at most this many papers' short names. */
const MAX_NAMED_PAPERS = 3;

const merged = (title: string, sections: SectionDraft[], keepImages = false): SectionDraft | null =>
  section(
    title,
    sections.flatMap((s) => s.items).filter((item: BodyDraft) => keepImages || item.kind === 'text'),
  );

/** A digest names the main safety rows only: the table's lead line and its first rows. */
const MAX_SAFETY_PARAS = 1 + 3;

function mainRows(s: SectionDraft): SectionDraft {
  const first = s.items.find((item) => item.kind === 'text');
  return first?.kind === 'text'
    ? { ...s, items: [{ ...first, paras: first.paras.slice(0, MAX_SAFETY_PARAS) }] }
    : s;
}

/**
 * One paper's digest as a chapter: citation, background, methods, results (primary result with per-arm
 * values and the effect with CI and p, then the key secondary results and the main safety rows), the
 * authors' conclusion quoted as printed. The commentary slot is added after trimming (it is never cut).
 */
function digestOf(view: TrialView, labels: ArticleLabels, figures: FigureCounter): ChapterDraft | null {
  const t = (key: ResearchExpressTextKey) => researchExpressText(key, labels.lang);
  const ctx: ResultsContext = {
    labels,
    figures,
    reference: shortReference(view.source),
    prefix: (title) => title,
  };
  const introReview = labels.t('introReview');
  const background = introductionParas(view, 'Tweets', labels).filter((p) => p.text !== introReview);
  const results = [...efficacySections(view, ctx), ...safetySections(view, ctx).slice(0, 1).map(mainRows)];
  return chapter(fitText(view.title, MAX_PAPER_TITLE), [
    section(t('citation'), [textItem([referenceOf(view.source)])]),
    section(t('background'), [textItem(background)]),
    merged(
      t('methods'),
      designSections(view, labels, (s) => s),
    ),
    merged(t('results'), results),
    merged(t('conclusion'), conclusionSections(view, ctx)),
  ]);
}

function commentarySection(labels: ArticleLabels): SectionDraft {
  return {
    title: researchExpressText('commentary', labels.lang),
    items: [textItem([para(researchExpressText('commentaryPrompt', labels.lang))])],
  };
}

/** "文献速递｜REAL3、CONVERT" / "Research express | REAL3, CONVERT": the papers' short names, else the kind's name. */
function postTitle(views: TrialView[], labels: ArticleLabels): Para {
  const head = researchExpressText('title', labels.lang);
  const named = views.flatMap((v) => (v.acronym ? [v.acronym] : [])).slice(0, MAX_NAMED_PAPERS);
  if (named.length === 0) return para(head);
  const names = named.map((a) => a.value).join(labels.zh ? '、' : ', ');
  return para(
    `${head}${labels.zh ? '｜' : ' | '}${names}`,
    named.map((a) => a.source),
  );
}

function defaultSeed(input: KindWriteInput): string {
  return JSON.stringify([
    'ResearchExpress',
    input.template,
    input.outLang,
    input.title ?? '',
    input.facts.map((s: DeckSource) => [s.fileId, s.sha1 ?? '']),
  ]);
}

/**
 * The research express (文献速递) writer: a short structured digest per source paper — citation line,
 * background, methods, results, the authors' conclusion, an empty expert commentary to fill — then the
 * references. Deterministic; every number one a source prints, with its provenance on the component.
 */
export const writeResearchExpress: ArticleKindWriter = function* (input) {
  const labels = articleLabels(input.outLang);
  const t = (key: ResearchExpressTextKey) => researchExpressText(key, labels.lang);
  const ids = new SeededIds(input.idSeed ?? defaultSeed(input));
  const views = input.facts.filter((s) => hasArticleContent(s.facts)).map(trialView);
  const wanted = new Set<ArticleComponentKind>(input.optionalComponents ?? RESEARCH_EXPRESS_OPTIONAL);

  const banner = new ComponentBuilder(ids, 'banner', '');
  const given = input.title?.trim();
  const title = given ? para(given) : postTitle(views, labels);
  banner.plain('post_title', fitText(title.text, MAX_POST_TITLE), title.sources);
  const journal = views[0]?.facts.citation;
  const subtitle =
    views.length === 1 && journal?.value.journal ? para(journal.value.journal, journal.sources) : para('');
  banner.plain('post_subtitle', subtitle.text, subtitle.sources);
  banner.plain('drug_name', '');
  banner.plain('copyright', '');
  yield banner.build(ids.id());

  const text = (kind: ArticleComponentKind, title: string, paras: Para[]): ArticleComponent => {
    const b = new ComponentBuilder(ids, kind, title);
    b.paragraphs(kind, paras);
    return b.build(ids.id());
  };
  if (views.length > 0 && wanted.has('editors_note'))
    yield text('editors_note', componentTitle('editors_note', false, labels), [para(t('editorsNote'))]);

  const article = new ComponentBuilder(ids, 'article', '');
  const articleTitle = t('title');
  if (views.length === 0) {
    const empty = chapter(labels.t('noContentTitle'), [
      section('', [textItem([para(labels.t('noContent'))])]),
    ]);
    article.article(articleTitle, empty ? [empty] : []);
    yield article.build(ids.id());
    return;
  }
  const figures = new FigureCounter();
  const written = views.slice(0, MAX_DIGESTS).flatMap((view) => {
    const digest = digestOf(view, labels, figures);
    return digest ? [{ view, digest }] : [];
  });
  const digests = written.map((w) => w.digest);
  const commentary = commentarySection(labels);
  const commentaryLength = chapterLength({ title: '', sections: [commentary] });
  const fixed = measureText(articleTitle) + commentaryLength * digests.length;
  const chapters = trimChapters(digests, COMPONENT_CHAR_LIMITS.article, fixed).map((c) => ({
    ...c,
    sections: [...c.sections, commentarySection(labels)],
  }));
  article.article(articleTitle, chapters);
  // Each digest is headed by its paper's printed title.
  written.forEach(({ view }, i) => {
    const printed = view.facts.title;
    if (printed && chapters[i])
      article.cite(chapters[i].title, [printed.source], `chapters.${i}.chapter_title`);
  });
  yield article.build(ids.id());

  if (wanted.has('references')) {
    const refs = new ComponentBuilder(ids, 'references', componentTitle('references', false, labels));
    refs.references('references', input.facts.map(referenceOf));
    yield refs.build(ids.id());
  }
  if (wanted.has('statement'))
    yield text('statement', componentTitle('statement', false, labels), [para(labels.t('statementHcp'))]);
  if (wanted.has('personal_introductions')) {
    const experts = new ComponentBuilder(
      ids,
      'personal_introductions',
      componentTitle('personal_introductions', false, labels),
    );
    experts.expert('personal_introductions');
    yield experts.build(ids.id());
  }
  if (wanted.has('review_code')) {
    const code = new ComponentBuilder(ids, 'review_code', componentTitle('review_code', false, labels));
    code.plain('review_code', '');
    yield code.build(ids.id());
  }
};
