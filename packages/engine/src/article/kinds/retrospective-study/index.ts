import { type ArticleComponentKind, COMPONENT_CHAR_LIMITS, measureText } from '@prowrite/contracts';
import { sourceTitle } from '../../../writer/context';
import { fitText } from '../../../writer/fit-text';
import { articleLabels } from '../../article-labels';
import { ComponentBuilder } from '../../component-builder';
import { chapter, section, textItem, trimChapters } from '../../drafts';
import { nameZh, phraseZh } from '../../glossary';
import { SeededIds } from '../../ids';
import { type Para, para } from '../../paragraph';
import { referenceOf } from '../../references';
import type { ArticleKindWriter, KindWriteInput } from '../kind-writer';
import { backedChapters, isBacked } from './backed';
import { conclusionChapter, limitationsChapter } from './closing-chapters';
import { designChapters } from './design-chapters';
import { introductionParas, studySubtitle, studyTitle, summaryParas } from './front';
import { studyText } from './labels';
import { resultsChapter } from './results-chapter';
import { hasStudyContent, studyView } from './study-view';

/** The side components this kind writes by default, after the banner and the article. */
export const RETROSPECTIVE_STUDY_COMPONENTS: readonly ArticleComponentKind[] = [
  'introduction',
  'summary',
  'references',
  'statement',
];

const MAX_POST_TITLE = 500;
const fitTitle = (s: string) => fitText(s, MAX_POST_TITLE);

function defaultSeed(input: KindWriteInput): string {
  return JSON.stringify([
    'RetrospectiveStudy',
    input.template,
    input.outLang,
    input.title ?? '',
    input.facts.map((s) => [s.fileId, s.sha1 ?? '']),
  ]);
}

/**
 * The offline writer of a retrospective study analysis: banner (title, the design as subtitle), introduction,
 * article (design and data source, population, exposure and comparison, outcomes, results with adjusted
 * effects, the authors' limitations, conclusion), summary, references, statement. It analyses the first
 * source with study content (the others are cited). Every number is one a source prints, with its
 * provenance; wording follows what the source is, so a trial is never called observational.
 */
export const retrospectiveStudyWriter: ArticleKindWriter = function* (input) {
  const lang = input.outLang;
  const labels = articleLabels(lang);
  const ids = new SeededIds(input.idSeed ?? defaultSeed(input));
  const wanted = new Set<ArticleComponentKind>(input.optionalComponents ?? RETROSPECTIVE_STUDY_COMPONENTS);
  const source = input.facts.find((s) => hasStudyContent(s.facts));
  const view = source ? studyView(source) : null;
  const given = input.title?.trim();

  const banner = new ComponentBuilder(ids, 'banner', '');
  const title = view ? studyTitle(view, labels) : null;
  if (given) banner.plain('post_title', fitTitle(given));
  else if (title) banner.plain('post_title', fitTitle(title.text), title.sources);
  else
    banner.plain(
      'post_title',
      fitTitle(input.facts[0] ? sourceTitle(input.facts[0]) : studyText('articleTitle', lang)),
    );
  // The banner keeps N only where its quote prints it as the number check reads it.
  const counted = view ? studySubtitle(view, labels) : null;
  const subtitle =
    counted && !isBacked(para(counted.text, counted.sources)) && view
      ? studySubtitle(view, labels, false)
      : counted;
  banner.plain('post_subtitle', subtitle?.text ?? '', subtitle?.sources ?? []);
  const drug = view?.drug;
  const drugZh = drug && labels.zh ? phraseZh(drug.value) : null;
  const drugText = drug
    ? drugZh
      ? `${drugZh}（${drug.value}）`
      : labels.zh
        ? nameZh(drug.value)
        : drug.value
    : '';
  banner.plain('drug_name', drugText, [drug?.source]);
  banner.plain('copyright', '');
  yield banner.build(ids.id());

  if (!view) {
    const article = new ComponentBuilder(ids, 'article', '');
    const empty = chapter(studyText('noContentTitle', lang), [
      section('', [textItem([para(studyText('noContent', lang))])]),
    ]);
    article.article(studyText('articleTitle', lang), empty ? [empty] : []);
    yield article.build(ids.id());
    return;
  }

  const text = (kind: ArticleComponentKind, title: string, paras: Para[]) => {
    const b = new ComponentBuilder(ids, kind, title);
    b.paragraphs(kind, paras.filter(isBacked));
    return b.build(ids.id());
  };

  const articleTitle = studyText('articleTitle', lang);
  const chapters = trimChapters(
    backedChapters(
      [
        ...designChapters(view, labels),
        resultsChapter(view, labels),
        limitationsChapter(view, labels),
        conclusionChapter(view, labels),
      ].filter((c) => c !== null),
    ),
    COMPONENT_CHAR_LIMITS.article,
    measureText(articleTitle),
  );
  // The introduction's plan names the chapters as written, so it comes after them in the code, before in the text.
  if (wanted.has('introduction'))
    yield text(
      'introduction',
      labels.t('introduction'),
      introductionParas(
        view,
        labels,
        chapters.map((c) => c.title),
      ),
    );

  const article = new ComponentBuilder(ids, 'article', '');
  article.article(articleTitle, chapters);
  yield article.build(ids.id());

  if (wanted.has('summary')) yield text('summary', labels.t('summary'), summaryParas(view, labels));
  if (wanted.has('references')) {
    const refs = new ComponentBuilder(ids, 'references', labels.t('references'));
    refs.references('references', input.facts.map(referenceOf));
    yield refs.build(ids.id());
  }
  if (wanted.has('statement'))
    yield text('statement', labels.t('statement'), [para(labels.t('statementHcp'))]);
};
