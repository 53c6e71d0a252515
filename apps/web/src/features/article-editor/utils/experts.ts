import { type ArticleComponent, type Expert, randomId } from '@prowrite/contracts';
import { replaceAt } from './locations';

/** Experts of a personal-introductions component, with the index of their entry in `contents`. */
export function expertsOf(component: ArticleComponent): { content: number; expert: Expert }[] {
  const out: { content: number; expert: Expert }[] = [];
  component.contents.forEach((entry, content) => {
    if (entry.type === 'expert' && entry.expert) out.push({ content, expert: entry.expert });
  });
  return out;
}

export function emptyExpert(id = randomId()): Expert {
  return {
    id,
    name: '',
    information: '',
    desc: '',
    avatar: '',
    avatar_remove_flag: false,
    desc_remove_flag: false,
  };
}

/**
 * Adds an empty expert after the expert at position `after` (0-based among the experts); -1 puts it first
 * (the add button exists before the first item too).
 */
export function addExpertAfter(
  component: ArticleComponent,
  after: number,
  expert: Expert = emptyExpert(),
): ArticleComponent {
  const experts = expertsOf(component);
  const entry = { id: expert.id, type: 'expert' as const, expert };
  let at: number;
  if (after < 0) at = experts[0]?.content ?? component.contents.length;
  else at = (experts[Math.min(after, experts.length - 1)]?.content ?? component.contents.length - 1) + 1;
  const contents = [...component.contents];
  contents.splice(at, 0, entry);
  return { ...component, contents };
}

/**
 * Removing an expert: with several, the item goes; with only one, the whole component must be deleted (after
 * a confirmation) and leave the template's optional components.
 */
export function removeExpert(
  component: ArticleComponent,
  expertIndex: number,
): { kind: 'item'; component: ArticleComponent } | { kind: 'component' } {
  const experts = expertsOf(component);
  if (experts.length <= 1) return { kind: 'component' };
  const target = experts[expertIndex];
  if (!target) return { kind: 'item', component };
  return {
    kind: 'item',
    component: { ...component, contents: component.contents.filter((_, i) => i !== target.content) },
  };
}

export type ExpertTextField = 'name' | 'information' | 'desc';

export function updateExpert(
  component: ArticleComponent,
  content: number,
  fn: (expert: Expert) => Expert,
): ArticleComponent {
  const contents = replaceAt(component.contents, content, (entry) => {
    if (!entry.expert) return entry;
    const expert = fn(entry.expert);
    return expert === entry.expert ? entry : { ...entry, expert };
  });
  return contents === component.contents ? component : { ...component, contents };
}

export function setExpertText(
  component: ArticleComponent,
  content: number,
  field: ExpertTextField,
  value: string,
): ArticleComponent {
  return updateExpert(component, content, (e) => (e[field] === value ? e : { ...e, [field]: value }));
}

/** Removing an avatar empties it and sets its remove flag (the writer does not put it back). */
export function removeAvatar(component: ArticleComponent, content: number): ArticleComponent {
  return updateExpert(component, content, (e) => ({ ...e, avatar: '', avatar_remove_flag: true }));
}

export function setAvatar(component: ArticleComponent, content: number, url: string): ArticleComponent {
  return updateExpert(component, content, (e) => ({ ...e, avatar: url, avatar_remove_flag: false }));
}

export function removeDescription(component: ArticleComponent, content: number): ArticleComponent {
  return updateExpert(component, content, (e) => ({ ...e, desc: '', desc_remove_flag: true }));
}
