import {
  ARTICLE_THEME_COLOURS,
  type ArticleComponent,
  type ArticleComponentKind,
  type ArticleKindType,
  isComponentRemovable,
  MAX_ARTICLE_COMPONENTS,
  NON_MOVABLE_KINDS,
  OPTIONAL_COMPONENT_KINDS,
  randomId,
  TWEETS_THEME_COLOURS,
} from '@prowrite/contracts';
import { badRequest } from '../../../http/errors';

/** The work types edited as articles (every kind but the deck). */
export type ArticleType = ArticleKindType;

/** Everything an undo restores. */
export type ArticleState = {
  components: ArticleComponent[];
  selectOptionalComponents: string[];
  themeColor: string;
};

export type ComponentEdit =
  | { type: 'add'; key: number; component: ArticleComponent }
  | { type: 'update'; key: number; component: ArticleComponent }
  | { type: 'delete'; key: number };

/** The order the writer lays kinds out in: a kind switched back on goes where it would have been written. */
const KIND_ORDER: readonly ArticleComponentKind[] = [
  'banner',
  'editors_note',
  'introduction',
  'article',
  'chapter',
  'summary',
  'references',
  'statement',
  'personal_introductions',
  'review_code',
];

const isOptional = (kind: string) => (OPTIONAL_COMPONENT_KINDS as readonly string[]).includes(kind);

/** The kind list without `kind` when no component of that kind is left. */
function dropKindIfGone(selection: string[], components: ArticleComponent[], kind: ArticleComponentKind) {
  return components.some((c) => c.component === kind) ? selection : selection.filter((k) => k !== kind);
}

function keyOutOfRange(key: number, max: number): never {
  throw badRequest(`component_key ${key} is out of range: this article has ${max} component(s)`);
}

/** Applies one `component_content` edit; throws 400 for an edit the article cannot take. */
export function applyEdit(type: ArticleType, state: ArticleState, edit: ComponentEdit): ArticleState {
  const components = [...state.components];
  const n = components.length;
  if (edit.type === 'add') {
    if (edit.key > n + 1) keyOutOfRange(edit.key, n);
    if (n >= MAX_ARTICLE_COMPONENTS)
      throw badRequest(`An article holds at most ${MAX_ARTICLE_COMPONENTS} components`);
    if (edit.component.component === 'banner')
      throw badRequest('An article has one banner; it cannot be added');
    if (edit.key === 1 && components[0]?.component === 'banner')
      throw badRequest('Nothing can be added before the banner');
    if (components.some((c) => c.id === edit.component.id))
      throw badRequest(`A component with id ${edit.component.id} already exists in this article`);
    components.splice(edit.key - 1, 0, edit.component);
    const kind = edit.component.component;
    const selection =
      isOptional(kind) && !state.selectOptionalComponents.includes(kind)
        ? [...state.selectOptionalComponents, kind]
        : state.selectOptionalComponents;
    return { ...state, components, selectOptionalComponents: selection };
  }
  const current = components[edit.key - 1] ?? keyOutOfRange(edit.key, n);
  if (edit.type === 'update') {
    if (edit.component.id !== current.id)
      throw badRequest(
        `component_key ${edit.key} holds component ${current.id}, not ${edit.component.id}; reload the article`,
      );
    if (edit.component.component !== current.component)
      throw badRequest(
        `component_key ${edit.key} is a ${current.component} component; it cannot become a ${edit.component.component}`,
      );
    components[edit.key - 1] = edit.component;
    return { ...state, components };
  }
  if (!isComponentRemovable(type, current))
    throw badRequest(
      current.component === 'personal_introductions'
        ? 'The expert introduction is removed with its last expert: remove the other experts first'
        : `A ${current.component} component cannot be removed from ${type === 'Tweets' ? 'a Tweets' : type === 'PatientEducationPost' ? 'a patient-education' : `a ${type}`} article`,
    );
  components.splice(edit.key - 1, 1);
  return {
    ...state,
    components,
    selectOptionalComponents: dropKindIfGone(state.selectOptionalComponents, components, current.component),
  };
}

/** `assembly`: the components in the given order, which must be a permutation keeping non-movable kinds in place. */
export function applySort(state: ArticleState, ids: string[]): ArticleState {
  const byId = new Map(state.components.map((c) => [c.id, c]));
  if (
    ids.length !== state.components.length ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !byId.has(id))
  )
    throw badRequest(
      `publication_components must list each of the article's ${state.components.length} component ids exactly once`,
    );
  const components = ids.map((id) => byId.get(id)!);
  state.components.forEach((c, i) => {
    if (NON_MOVABLE_KINDS.includes(c.component) && components[i]!.id !== c.id)
      throw badRequest(`The ${c.component} component cannot be moved (it stays at position ${i + 1})`);
  });
  return { ...state, components };
}

const THEME_COLOURS = new Set<string>([...TWEETS_THEME_COLOURS, ...ARTICLE_THEME_COLOURS]);

/** The optional kinds a template setting switches on relative to the current selection. */
export function switchedOn(state: ArticleState, selection: string[]): ArticleComponentKind[] {
  return OPTIONAL_COMPONENT_KINDS.filter(
    (k) => selection.includes(k) && !state.selectOptionalComponents.includes(k),
  );
}

/**
 * `saving/components`: the selection and theme colour stored; components of kinds switched off removed; kinds
 * switched on get the writer's component (`written`, by kind) at the place the writer would have put it.
 */
export function applyTemplateSetting(
  state: ArticleState,
  selection: string[],
  themeColor: string | undefined,
  written: ReadonlyMap<ArticleComponentKind, ArticleComponent[]>,
): ArticleState {
  const unknown = selection.filter((k) => !isOptional(k));
  if (unknown.length > 0)
    throw badRequest(
      `select_optional_components may hold only ${OPTIONAL_COMPONENT_KINDS.join(', ')}; not ${unknown.join(', ')}`,
    );
  let colour = state.themeColor;
  if (themeColor !== undefined) {
    colour = themeColor.toUpperCase();
    if (!THEME_COLOURS.has(colour))
      throw badRequest(`theme_color ${themeColor} is not one of the template colours`);
  }
  const wanted = [...new Set(selection)];
  const off = state.selectOptionalComponents.filter((k) => !wanted.includes(k));
  let components = state.components.filter((c) => !off.includes(c.component));
  for (const kind of switchedOn(state, wanted)) {
    if (components.some((c) => c.component === kind)) continue;
    for (const component of written.get(kind) ?? []) {
      const id = components.some((c) => c.id === component.id) ? randomId() : component.id;
      components = insertInOrder(components, { ...component, id });
    }
  }
  return { components, selectOptionalComponents: wanted, themeColor: colour };
}

/** Before the first component whose kind the writer puts later; at the end when there is none. */
function insertInOrder(components: ArticleComponent[], component: ArticleComponent): ArticleComponent[] {
  const rank = KIND_ORDER.indexOf(component.component);
  const at = components.findIndex((c) => {
    const r = KIND_ORDER.indexOf(c.component);
    return r > rank && r >= 0;
  });
  const out = [...components];
  out.splice(at < 0 ? out.length : at, 0, component);
  return out;
}

/** A component's title as the outline shows it. */
export function componentTitle(component: ArticleComponent): string {
  if (component.title.trim()) return component.title;
  const first = component.contents[0];
  const value = (id: string) => component.contents.find((c) => c.id === id)?.value ?? '';
  switch (component.component) {
    case 'banner':
      return value('post_title');
    case 'article':
      return first?.article_title ?? first?.chapters?.[0]?.chapter_title ?? '';
    case 'chapter':
      return first?.chapter?.chapter_title ?? '';
    default:
      return component.component_name;
  }
}

export function outline(components: ArticleComponent[]) {
  return components.map((c, i) => ({
    component_key: i + 1,
    component: c.component,
    title: componentTitle(c),
  }));
}

/** Ids a comment may be attached to: components, and the body items, images and experts inside them. */
export function sectionIds(components: ArticleComponent[]): Set<string> {
  const ids = new Set<string>();
  const body = (
    items: { id: string; body: { image: { id: string } | null; images: { id: string }[] } }[],
  ) => {
    for (const item of items) {
      ids.add(item.id);
      if (item.body.image) ids.add(item.body.image.id);
      for (const img of item.body.images) ids.add(img.id);
    }
  };
  for (const c of components) {
    ids.add(c.id);
    for (const content of c.contents) {
      for (const ch of [...(content.chapters ?? []), ...(content.chapter ? [content.chapter] : [])]) {
        body(ch.contents);
        for (const s of ch.sections) body(s.contents);
      }
      if (content.image) ids.add(content.image.id);
      if (content.expert) ids.add(content.expert.id);
    }
  }
  return ids;
}
