import type { ArticleComponent, Slide, TableCell } from '@prowrite/contracts';
import { placedTexts } from '../article/number-check';

/**
 * One text a reader sees in a deliverable: where it is, what it is, and the text. `role` decides which
 * checks apply: a label is a heading or a short field name, a table cell is source data, body text is
 * what the writer composed or quoted.
 */
export type ShownText = {
  where: string;
  role: 'title' | 'label' | 'body' | 'table' | 'citation';
  text: string;
};

const cell = (c: TableCell) => (typeof c === 'object' ? String(c.value) : String(c));

/** Content ids of the layouts that hold titles, field names or numbers only (never sentences). */
const LABEL_IDS =
  /^footnote|(?:^|_)(?:title|titles|number|chapter_number|highlight|option\d|value\d|ratio|randomization_ratio|overall_patient_number|clinical_trial_number|comparison_metric|metric_value|closing_slogan|key_points_title|Title|Subtitle)$|^title_/;

/** Whether a deck content id holds a title, a field name or a number only (never a sentence). */
export function isLabelId(id: string): boolean {
  return LABEL_IDS.test(id);
}

/** Every text of a deck's slides (titles, fields, bullets, groups, contents, tables). */
export function deckTexts(slides: Slide[]): ShownText[] {
  const out: ShownText[] = [];
  for (const slide of slides) {
    const at = (id: string) => `slide ${slide.slide_num} ${slide.slide_id}.${id}`;
    for (const c of slide.content) {
      if (c.text) out.push({ where: at(c.id), role: LABEL_IDS.test(c.id) ? 'label' : 'body', text: c.text });
      for (const item of c.list ?? []) {
        if (typeof item === 'string') out.push({ where: at(c.id), role: 'body', text: item });
        else {
          out.push({ where: at(c.id), role: 'label', text: item.text });
          for (const s of item.section_titles) out.push({ where: at(c.id), role: 'label', text: s.text });
        }
      }
      for (const g of c.long_text ?? []) {
        if (g.group_title) out.push({ where: at(c.id), role: 'label', text: g.group_title });
        for (const line of g.list) out.push({ where: at(c.id), role: 'body', text: line });
      }
      if (c.json) {
        for (const h of c.json.headers)
          out.push({ where: at(`${c.id}.header`), role: 'table', text: cell(h) });
        for (const row of c.json.rows)
          for (const x of row) out.push({ where: at(`${c.id}.cell`), role: 'table', text: cell(x) });
      }
    }
  }
  return out.filter((t) => t.text.trim() !== '');
}

/** Every text of an article's components, by content path; section and chapter titles are labels. */
export function articleTexts(components: ArticleComponent[]): ShownText[] {
  return components.flatMap((c, i) =>
    placedTexts(c).map((p) => ({
      where: `${c.component}#${i} ${p.path}`,
      // A reference is the paper's own bibliographic record: a citation, in the paper's language.
      role:
        c.component === 'references'
          ? ('citation' as const)
          : /title|name$/.test(p.path)
            ? ('label' as const)
            : ('body' as const),
      text: p.text,
    })),
  );
}
