import type { FactFigure, Provenance } from '@prowrite/contracts';
import { splitCaption } from '../writer/figure-slides';
import { fitText } from '../writer/fit-text';
import type { ArticleLabels } from './article-labels';
import type { BodyDraft } from './drafts';
import { paragraphsHtml } from './html';
import type { Para } from './paragraph';
import type { TrialView } from './trial-view';

const EFFICACY =
  /kaplan|survival|cumulative|incidence|proportion|response|efficacy|effective|endpoint|outcome|conver|change|forest|hazard|event/i;
const NOT_RESULTS =
  /flow|consort|profile|enrol|screen|schem|study design|trial design|disposition|overview|timeline/i;
const SAFETY = /adverse|safety|toxicit|side effect/i;

/** Figures with an image to show, of the results (flow diagrams and design schemes left out). */
export function efficacyFigures(view: TrialView): FactFigure[] {
  return view.facts.figures.filter(
    (f) =>
      f.url &&
      f.caption.trim() &&
      EFFICACY.test(f.caption) &&
      !NOT_RESULTS.test(f.caption) &&
      !SAFETY.test(f.caption),
  );
}

export function safetyFigures(view: TrialView): FactFigure[] {
  return view.facts.figures.filter((f) => f.url && f.caption.trim() && SAFETY.test(f.caption));
}

/** Numbers images through the article: "图1", "图2" / "Figure 1" (a label the writer adds, not a fact). */
export class FigureCounter {
  private n = 0;
  next(labels: ArticleLabels): string {
    this.n++;
    return labels.zh ? `图${this.n}` : `Figure ${this.n}`;
  }
}

/**
 * A source figure as a body image: title from the caption's first sentence, prefix "图1", footnote naming the
 * paper and its page. `reference` is the short citation (its own provenance) for the footnote.
 */
export function figureItem(
  figure: FactFigure,
  view: TrialView,
  reference: Para,
  prefix: string,
  labels: ArticleLabels,
): BodyDraft {
  const { lead } = splitCaption(figure.caption);
  const caption: Provenance = { file_id: figure.file_id, page: figure.page, quote: figure.caption };
  const where = labels.zh ? `原文第${figure.page}页` : `p. ${figure.page}`;
  const footnote = labels.zh
    ? `资料来源：${reference.text}，${where}。`
    : `Source: ${reference.text}, ${where}.`;
  return {
    kind: 'image',
    figure: {
      image: {
        url: figure.url,
        width: 0,
        height: 0,
        image_title: fitText(lead, 400),
        image_prefix: prefix,
        footnote: paragraphsHtml([footnote]),
        image_source: 'file_source',
        image_type: /^\s*table\b/i.test(figure.caption) ? 'table' : 'image',
        fid: figure.file_id,
        page_number: figure.page,
        ...(view.source.sha1 ? { sha1: view.source.sha1 } : {}),
        source: { title: fitText(view.title, 500) },
      },
      sources: [caption, ...reference.sources],
    },
  };
}
