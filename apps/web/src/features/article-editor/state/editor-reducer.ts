import type { ArticleComponent, ArticleSaveResult, WorkDetail } from '@prowrite/contracts';
import { renderBaseOf } from '../kinds/registry';
import { limitHint } from '../utils/limits';
import type { ArticleType } from '../utils/theme';
import type { ArticleEditorState, EditorAction } from './editor-state';

function articleType(detail: WorkDetail): ArticleType {
  return renderBaseOf(detail.baseInfo.type);
}

function fromDetail(state: ArticleEditorState, detail: WorkDetail): ArticleEditorState {
  return {
    ...state,
    phase: 'ready',
    loadError: null,
    name: detail.baseInfo.name,
    type: articleType(detail),
    workType: detail.baseInfo.type,
    selectTemplate: detail.select_template,
    selectOptional: detail.select_optional_components,
    themeColour: detail.theme_color,
    outLang: detail.out_lang,
    process: detail.process,
    reportStatus: detail.report_status,
    progress: detail.progress,
    errMsg: detail.err_msg,
    version: detail.version,
    components: detail.components,
  };
}

/** Whether two component lists hold the same components in the same order, field for field. */
function sameComponents(a: readonly ArticleComponent[], b: readonly ArticleComponent[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i] || JSON.stringify(c) === JSON.stringify(b[i]));
}

function upsert(list: ArticleComponent[], component: ArticleComponent): ArticleComponent[] {
  const i = list.findIndex((c) => c.id === component.id);
  if (i < 0) return [...list, component];
  const out = [...list];
  out[i] = component;
  return out;
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function saved(state: ArticleEditorState, result: ArticleSaveResult): ArticleEditorState {
  return {
    ...state,
    version: result.version,
    revocation: result.revocation,
    savedAt: result.updated_at * 1000,
  };
}

export function editorReducer(state: ArticleEditorState, action: EditorAction): ArticleEditorState {
  switch (action.type) {
    case 'loaded':
      return {
        ...fromDetail(state, action.detail),
        companyElement: action.companyElement,
        revocation: action.revocation,
        liveGeneration: action.detail.process === 'inProgress',
      };
    case 'loadFailed':
      return { ...state, phase: 'error', loadError: action.message };
    case 'status':
      return {
        ...state,
        process: action.process,
        reportStatus: action.reportStatus,
        progress: action.progress,
        liveGeneration: state.liveGeneration || action.process === 'inProgress',
      };
    case 'component':
      // Replays (a reconnect, a second tab) send components again: same id, same component.
      return { ...state, components: upsert(state.components, action.component) };
    case 'done':
      return {
        ...state,
        process: 'end',
        version: action.version,
        reportStatus: action.reportStatus,
        progress: 100,
      };
    case 'synced':
      // After generation: the server's list and version, unless the user has started editing.
      if (state.dirty.length > 0 || state.saving || state.revision > 0) return state;
      // The streamed components are usually what the server stored: then the fields are not redrawn, so a
      // field the user has just focused (or is typing in) keeps its focus and keystrokes.
      if (sameComponents(state.components, action.detail.components))
        return { ...fromDetail(state, action.detail), components: state.components };
      return { ...fromDetail(state, action.detail), epoch: state.epoch + 1 };
    case 'edit': {
      const i = state.components.findIndex((c) => c.id === action.id);
      const before = state.components[i];
      if (!before) return state;
      const after = action.update(before);
      if (after === before) return state;
      const components = [...state.components];
      components[i] = after;
      const hint = limitHint(after);
      return {
        ...state,
        components,
        dirty: state.dirty.includes(action.id) ? state.dirty : [...state.dirty, action.id],
        revision: state.revision + 1,
        overLimit:
          hint.state === 'over'
            ? { ...state.overLimit, [action.id]: hint }
            : withoutKey(state.overLimit, action.id),
      };
    }
    case 'saveStarted':
      return { ...state, saving: true };
    case 'componentSaved': {
      const current = state.components.find((c) => c.id === action.id);
      // Edited again while the save was on its way: it stays dirty for the next save.
      const dirty = current === action.component ? state.dirty.filter((d) => d !== action.id) : state.dirty;
      return { ...saved(state, action.result), dirty };
    }
    case 'saveFinished':
      return { ...state, saving: false };
    case 'overLimit':
      // Not saved until edited to fit; the text stays as typed.
      return { ...state, overLimit: { ...state.overLimit, [action.id]: action.hint } };
    case 'conflict':
      return { ...state, conflict: action.message, saving: false };
    case 'structureSaved': {
      const ids = new Set(action.components.map((c) => c.id));
      return {
        ...saved(state, action.result),
        components: action.components,
        dirty: state.dirty.filter((d) => ids.has(d)),
      };
    }
    case 'withdrawn':
      return {
        ...saved(state, action.result),
        components: action.components,
        dirty: [],
        overLimit: {},
        epoch: state.epoch + 1,
      };
    case 'setComponents':
      return { ...state, components: action.components };
    case 'setLoading': {
      const i = state.components.findIndex((c) => c.id === action.id);
      const c = state.components[i];
      if (!c || c.show_loading === action.on) return state;
      const components = [...state.components];
      components[i] = { ...c, show_loading: action.on };
      return { ...state, components };
    }
    case 'reloaded': {
      const next = fromDetail(state, action.detail);
      if (!action.keepMine)
        return { ...next, dirty: [], overLimit: {}, conflict: null, saving: false, epoch: state.epoch + 1 };
      // Keep mine: the server's list with my unsaved components typed again on top (gone ones are skipped).
      const mine = new Map(
        state.dirty.flatMap((id) => {
          const c = state.components.find((x) => x.id === id);
          return c ? [[id, c] as const] : [];
        }),
      );
      const components = next.components.map((c) => mine.get(c.id) ?? c);
      const dirty = state.dirty.filter((id) => next.components.some((c) => c.id === id));
      return {
        ...next,
        components,
        dirty,
        conflict: null,
        saving: false,
        revision: state.revision + 1,
        epoch: state.epoch + 1,
      };
    }
    case 'themeSaved':
      return { ...saved(state, action.result), themeColour: action.colour };
    case 'revocationClosed':
      return { ...state, revocation: 0 };
  }
}

/** Components waiting for a save that may be sent now (over-limit ones wait for the next edit). */
export function savableIds(state: ArticleEditorState): string[] {
  return state.dirty.filter((id) => !(id in state.overLimit));
}
