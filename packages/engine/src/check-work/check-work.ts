import {
  type ArticleComponent,
  type Facts,
  measureText,
  type Slide,
  type TableCell,
} from '@prowrite/contracts';
import { primaryNotReadSentence } from '../article/hcp-results';
import { primaryStatement } from '../results/primary-statement';
import { layNotReportedSentence, primaryResultSentence } from '../results/primary-text';
import { shownKey, sourceValueKeys, valueTokens } from '../text/value-tokens';
import type { OutLang } from '../writer/labels';
import { englishSentences, letterCounts, quotedLetters } from './language';
import { articleTexts, deckTexts, type ShownText } from './placed-text';
import { truncation } from './truncation';

export type CheckWorkInput = {
  lang: OutLang;
  /** A deck's slides (as shown: after splitting) or an article's components. */
  slides?: Slide[];
  components?: ArticleComponent[];
  /** The facts of each source the work was written from. */
  facts: Facts[];
  /** Every page text of every source: shown numbers must be printed there. */
  sourceTexts: string[];
  /**
   * Texts the deck's layouts cut with "…" to fit a box, as resolved (`cutTexts` of @prowrite/layouts; the
   * engine does not measure): each counts as a truncated text.
   */
  cut?: Finding[];
};

export type Finding = { where: string; text: string };

export type PrimaryCheck = 'stated' | 'not reported by the sources' | 'missing';

/** What a medical reviewer would check first in a generated work, as counts with the places to look. */
export type WorkCheck = {
  primary: PrimaryCheck;
  /**
   * Output-language letters among letters outside marked source quotes (titles, fields, text; in Chinese
   * output table cells too; never references).
   */
  languageShare: number;
  /** The same share counting every Latin letter as English (codes, acronyms, trade names and units too). */
  languageShareAllLatin: number;
  /** Letters inside marked source quotes among all letters of that text: how much is shown untranslated. */
  quotedShare: number;
  /** Chinese output only: English sentences outside marked quotes. */
  englishSentences: Finding[];
  truncated: Finding[];
  /** Content slides with little on them (a deck only). */
  underfilled: Finding[];
  /** Continuation slides without the title or the table header that say what they continue. */
  unlabelledContinuations: Finding[];
  unsourcedNumbers: Finding[];
};

/** Slides that carry no content of their own (cover, contents, chapter openers, closing). */
const FRAME_TYPES = new Set(['cover', 'table_of_the_contents', 'chapter_title', 'closing', 'section_title']);
const FRAME_LAYOUTS = new Set(['hcp_ppt_a_036', 'hcp_ppt_a_002', 'hcp_ppt_a_009']);
/** Below this much content (measured characters, a table cell at least 6, a picture 200) a slide looks empty. */
export const MIN_SLIDE_FILL = 80;

/**
 * The values a text must print to state a source's reported primary result (each arm's value, else the
 * effect), or null when the source reports none.
 */
export function reportedPrimaryValues(facts: Facts): string[] | null {
  const s = primaryStatement(facts);
  if (!s?.reported) return null;
  return s.arms.length > 0 ? s.arms.map((a) => a.value) : s.effect ? [s.effect.value] : [];
}

function primaryCheck(texts: ShownText[], facts: Facts[], lang: OutLang): PrimaryCheck {
  const body = texts.filter((t) => t.role !== 'table').map((t) => t.text);
  let worst: PrimaryCheck = 'stated';
  let anyReported = false;
  for (const f of facts) {
    const s = primaryStatement(f);
    if (!s) continue;
    if (s.reported) {
      anyReported = true;
      const values = reportedPrimaryValues(f) ?? [];
      const stated = body.some((t) => values.every((v) => t.includes(v)));
      if (!stated) return 'missing';
    } else {
      const said = body.some(
        (t) =>
          t.includes(primaryResultSentence(s, lang)) ||
          t.includes(layNotReportedSentence(lang)) ||
          t.includes(primaryNotReadSentence(lang)),
      );
      if (!said) return 'missing';
      if (!anyReported) worst = 'not reported by the sources';
    }
  }
  return anyReported ? 'stated' : worst === 'stated' ? 'not reported by the sources' : worst;
}

/**
 * Whether a slide is thin for its kind. Frame slides (cover, contents, chapter openers, closing) are short by
 * design and not judged. A key-number slide (a `highlight` drawn large on its panel) is full with its number
 * and what the number measures; without that label it is thin. Any other slide needs MIN_SLIDE_FILL of content.
 */
export function isThin(slide: Slide): boolean {
  if (FRAME_TYPES.has(slide.type) || FRAME_LAYOUTS.has(slide.slide_id)) return false;
  const has = (id: string) => slide.content.some((c) => c.id === id && (c.text ?? '').trim() !== '');
  if (has('highlight')) return !has('highlight_title');
  return slideFill(slide) < MIN_SLIDE_FILL;
}

const DOT_LEADER = /(?:\.\s*){3,}/g;
const cellText = (c: TableCell) => (typeof c === 'object' ? String(c.value) : String(c));

/** A slide's content in measured characters (titles and footnotes not counted). */
export function slideFill(slide: Pick<Slide, 'content'>): number {
  let fill = 0;
  for (const c of slide.content) {
    if (/title/i.test(c.id) || /^footnote/.test(c.id)) continue;
    if (c.text) fill += measureText(c.text);
    for (const item of c.list ?? []) if (typeof item === 'string') fill += measureText(item);
    for (const g of c.long_text ?? []) fill += g.list.reduce((n, l) => n + measureText(l), 0);
    // A table cell counts what it prints (a long label wraps and fills its row), at least 6 (a number);
    // dot leaders (". . . .") print nothing a reader reads.
    if (c.json)
      for (const row of c.json.rows)
        for (const cell of row) fill += Math.max(6, measureText(cellText(cell).replace(DOT_LEADER, '')));
    if (c.img_arr?.length) fill += 200;
  }
  return fill;
}

/** The content checker of a generated deck or article (see WorkCheck). */
export function checkWork(input: CheckWorkInput): WorkCheck {
  const slides = input.slides ?? [];
  const texts = input.slides ? deckTexts(slides) : articleTexts(input.components ?? []);
  // References are the paper's bibliographic record, shown as printed. Table cells are read in Chinese output
  // (decision 0074: a row label left in English is English), not in English output (a Chinese source's table
  // is not translated into English).
  const readable = texts.filter((t) => t.role !== 'table' && t.role !== 'citation');
  const counted = input.lang === 'zh-cn' ? texts.filter((t) => t.role !== 'citation') : readable;
  const share = (allLatin: boolean) => {
    let own = 0;
    let other = 0;
    for (const t of counted) {
      const c = letterCounts(t.text, input.lang, { allLatin, tableCell: t.role === 'table' });
      own += c.own;
      other += c.other;
    }
    return own + other === 0 ? 1 : own / (own + other);
  };
  const keys = new Set(input.sourceTexts.flatMap((t) => [...sourceValueKeys(t).keys()]));
  const unsourcedNumbers: Finding[] = [];
  for (const t of texts)
    for (const v of valueTokens(t.text))
      if (!v.trivial && v.kind !== 'id' && !keys.has(shownKey(v)))
        unsourcedNumbers.push({ where: t.where, text: v.text });
  const underfilled = slides
    .filter(isThin)
    .map((s) => ({ where: `slide ${s.slide_num} ${s.slide_id}`, text: `fill ${slideFill(s)}` }));
  const unlabelledContinuations = slides
    .filter((s) => s.by_split)
    .filter((s) => {
      const table = s.content.find((c) => c.json)?.json;
      const headed =
        !table || table.headers.some((h) => String(typeof h === 'object' ? h.value : h).trim() !== '');
      return !headed || !s.catchy_title.trim();
    })
    .map((s) => ({ where: `slide ${s.slide_num} ${s.slide_id}`, text: s.catchy_title }));
  return {
    primary: primaryCheck(texts, input.facts, input.lang),
    languageShare: share(false),
    languageShareAllLatin: share(true),
    quotedShare: (() => {
      const q = counted.map((t) => quotedLetters(t.text));
      const all = q.reduce((n, x) => n + x.all, 0);
      return all === 0 ? 0 : q.reduce((n, x) => n + x.quoted, 0) / all;
    })(),
    englishSentences:
      input.lang === 'zh-cn'
        ? readable.flatMap((t) => englishSentences(t.text).map((s) => ({ where: t.where, text: s })))
        : [],
    // Headings, field names and citations are not sentences: only an ellipsis marks them as cut.
    truncated: texts
      .filter((t) =>
        t.role === 'body'
          ? truncation(t.text) !== null
          : t.role !== 'table' && t.role !== 'citation' && truncation(t.text) === 'ellipsis',
      )
      .map((t) => ({ where: t.where, text: t.text }))
      .concat(input.cut ?? []),
    underfilled,
    unlabelledContinuations,
    unsourcedNumbers,
  };
}
