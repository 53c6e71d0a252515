import type { ArticleComponent } from '@prowrite/contracts';
import { isEmptyRichText } from './rich-text';

const blank = (s: string | undefined) => !s || s.trim() === '';

/**
 * Whether a reader (public page, PNG export) would see nothing of the component but its label: an expert
 * block with no expert filled in ("专家简介" over nothing), a review code with no code ("审批编号:" alone), a
 * text block, quote or reference list without text. The editor still shows them, to be filled in.
 */
export function isEmptyForReader(component: ArticleComponent): boolean {
  const texts = component.contents.filter((c) => c.type === 'text');
  switch (component.component) {
    case 'personal_introductions':
      return component.contents.every(
        (c) =>
          !c.expert ||
          (blank(c.expert.name) &&
            blank(c.expert.information) &&
            (c.expert.desc_remove_flag || isEmptyRichText(c.expert.desc))),
      );
    case 'review_code':
      return texts.every((c) => blank(c.value)) && blank(component.content_str);
    case 'references':
      return component.contents.every((c) => (c.values ?? []).every(blank) && isEmptyRichText(c.value));
    case 'editors_note':
    case 'introduction':
    case 'summary':
    case 'statement':
    case 'quote':
      return texts.every((c) => isEmptyRichText(c.value)) && blank(component.content_str);
    default:
      return false;
  }
}
