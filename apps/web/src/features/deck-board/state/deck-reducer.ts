import type { Slide, WorkDetail } from '@prowrite/contracts';
import { applyTextEdit } from '../utils/apply-text-edit';
import { type DeckAction, type DeckState, type HistoryEntry, MAX_HISTORY } from './deck-state';

const bySlideNum = (a: Slide, b: Slide) => a.slide_num - b.slide_num;

function savedMap(slides: Slide[]): Record<number, Slide> {
  return Object.fromEntries(slides.map((s) => [s.slide_num, s]));
}

function fromDetail(state: DeckState, detail: WorkDetail): DeckState {
  const slides = [...detail.slide_list].sort(bySlideNum);
  return {
    ...state,
    phase: 'ready',
    loadError: null,
    name: detail.baseInfo.name,
    selectTemplate: detail.select_template,
    outLang: detail.out_lang,
    process: detail.process,
    reportStatus: detail.report_status,
    progress: detail.progress,
    errMsg: detail.err_msg,
    version: detail.version,
    slides,
    saved: savedMap(slides),
  };
}

function replaceSlide(slides: Slide[], slide: Slide): Slide[] {
  const i = slides.findIndex((s) => s.slide_num === slide.slide_num);
  if (i < 0) return [...slides, slide].sort(bySlideNum);
  const next = [...slides];
  next[i] = slide;
  return next;
}

const addDirty = (dirty: number[], slideNum: number) =>
  dirty.includes(slideNum) ? dirty : [...dirty, slideNum];

function step(state: DeckState, entry: HistoryEntry, direction: 'undo' | 'redo'): DeckState {
  const slide = direction === 'undo' ? entry.before : entry.after;
  const edit = direction === 'undo' ? entry.undoEdit : entry.redoEdit;
  if (!state.slides.some((s) => s.slide_num === entry.slideNum)) return state;
  return {
    ...state,
    slides: replaceSlide(state.slides, slide),
    dirty: addDirty(state.dirty, entry.slideNum),
    unsavedEdits: [...state.unsavedEdits, edit],
    revision: state.revision + 1,
    activeSlide: entry.slideNum,
  };
}

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'loaded': {
      const next = fromDetail(state, action.detail);
      return {
        ...next,
        liveGeneration: action.detail.process === 'inProgress',
        companyTemplate: action.flags?.companyTemplate ?? state.companyTemplate,
        companyElement: action.flags?.companyElement ?? state.companyElement,
      };
    }
    case 'loadFailed':
      return { ...state, phase: 'error', loadError: action.message };
    case 'reloaded': {
      // The server's deck with the user's unsaved edits typed again on top (slides that are gone are skipped).
      let next = fromDetail(state, action.detail);
      const dirty: number[] = [];
      let slides = next.slides;
      for (const edit of action.reapply) {
        const slide = slides.find((s) => s.slide_num === edit.slideNum);
        if (!slide) continue;
        const edited = applyTextEdit(slide, edit.source, edit.text);
        if (edited === slide) continue;
        slides = replaceSlide(slides, edited);
        if (!dirty.includes(edit.slideNum)) dirty.push(edit.slideNum);
      }
      next = { ...next, slides, dirty, unsavedEdits: action.reapply, conflict: null, saving: false };
      return { ...next, undo: [], redo: [], revision: state.revision + 1 };
    }
    case 'discardEdits':
      return {
        ...fromDetail(state, action.detail),
        dirty: [],
        unsavedEdits: [],
        undo: [],
        redo: [],
        conflict: null,
        saving: false,
      };
    case 'status':
      return {
        ...state,
        process: action.process,
        reportStatus: action.reportStatus,
        progress: action.progress,
        liveGeneration: state.liveGeneration || action.process === 'inProgress',
      };
    case 'slide': {
      // Replays (a reconnect, a second tab) send slides again: same number, same slide.
      const slides = replaceSlide(state.slides, action.slide);
      return { ...state, slides, saved: { ...state.saved, [action.slide.slide_num]: action.slide } };
    }
    case 'done':
      return {
        ...state,
        process: 'end',
        version: action.version,
        reportStatus: action.reportStatus,
        progress: 100,
      };
    case 'synced': {
      // After generation: comment counts and the version from the detail, unless the user has started editing.
      if (state.dirty.length > 0 || state.undo.length > 0 || state.saving) return state;
      return { ...fromDetail(state, action.detail), activeSlide: state.activeSlide };
    }
    case 'streamFailed':
      return state;
    case 'setActive':
      return state.activeSlide === action.slideNum ? state : { ...state, activeSlide: action.slideNum };
    case 'setShowAnimation':
      return { ...state, showAnimation: action.on };
    case 'setZoom':
      return { ...state, zoom: action.zoom };
    case 'edit': {
      const before = state.slides.find((s) => s.slide_num === action.slideNum);
      if (!before || before === action.slide) return state;
      const entry: HistoryEntry = {
        slideNum: action.slideNum,
        before,
        after: action.slide,
        redoEdit: action.edit,
        undoEdit: action.undoEdit,
      };
      return {
        ...state,
        slides: replaceSlide(state.slides, action.slide),
        undo: [...state.undo, entry].slice(-MAX_HISTORY),
        redo: [],
        dirty: addDirty(state.dirty, action.slideNum),
        unsavedEdits: [...state.unsavedEdits, action.edit],
        revision: state.revision + 1,
        activeSlide: action.slideNum,
      };
    }
    case 'undo': {
      const entry = state.undo[state.undo.length - 1];
      if (!entry) return state;
      const next = step(state, entry, 'undo');
      return next === state
        ? state
        : { ...next, undo: state.undo.slice(0, -1), redo: [...state.redo, entry] };
    }
    case 'redo': {
      const entry = state.redo[state.redo.length - 1];
      if (!entry) return state;
      const next = step(state, entry, 'redo');
      return next === state
        ? state
        : { ...next, redo: state.redo.slice(0, -1), undo: [...state.undo, entry] };
    }
    case 'saveStarted':
      return { ...state, saving: true };
    case 'slideSaved': {
      const current = state.slides.find((s) => s.slide_num === action.slideNum);
      // Edited again while the save was on its way: it stays dirty for the next save.
      const dirty = current === action.slide ? state.dirty.filter((n) => n !== action.slideNum) : state.dirty;
      return {
        ...state,
        version: action.version,
        dirty,
        saved: { ...state.saved, [action.slideNum]: action.slide },
        unsavedEdits: dirty.length === 0 ? [] : state.unsavedEdits,
      };
    }
    case 'saveFinished':
      return { ...state, saving: false };
    case 'saveRefused': {
      // The server refused the slide (its content does not fit the layout): back to its last saved form.
      const saved = state.saved[action.slideNum];
      const slides = saved ? replaceSlide(state.slides, saved) : state.slides;
      const dirty = state.dirty.filter((n) => n !== action.slideNum);
      return {
        ...state,
        slides,
        dirty,
        saving: false,
        unsavedEdits: state.unsavedEdits.filter((e) => e.slideNum !== action.slideNum),
      };
    }
    case 'conflict':
      return { ...state, conflict: action.message, saving: false };
  }
}
