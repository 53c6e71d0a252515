import type { Slide, WorkDetail, WorkProcess } from '@prowrite/contracts';
import type { EditSource } from '../../slide-render';

/** The company flags a server may send with the detail (absent: unchanged). */
export interface CompanyFlags {
  companyTemplate?: boolean;
  companyElement?: boolean;
}

/** One text edit as typed: re-applied to a reloaded deck after a conflict, so nothing typed is lost. */
export interface TextEditRecord {
  slideNum: number;
  source: EditSource;
  text: string;
}

/** One undoable step: the slide before and after, and the text edit both ways. */
export interface HistoryEntry {
  slideNum: number;
  before: Slide;
  after: Slide;
  redoEdit: TextEditRecord;
  undoEdit: TextEditRecord;
}

/** The deck state every slide and panel of the board reads, plus saving and history. */
export interface DeckState {
  id: string;
  /** The report id of `?reportId=`, sent with saves. */
  reportId: string | null;
  phase: 'loading' | 'ready' | 'error';
  loadError: string | null;
  name: string;
  selectTemplate: string;
  outLang: 'zh-cn' | 'en';
  /** recordGetStartedProcess */
  process: WorkProcess;
  reportStatus: number;
  progress: number;
  errMsg: string;
  version: number;
  slides: Slide[];
  activeSlide: number | null;
  /** The company-template flag: the per-slide comment popover shows only when it is on. */
  companyTemplate: boolean;
  /** The further company flag: an extra company element on every slide. */
  companyElement: boolean;
  showAnimation: boolean;
  zoom: number;
  /** Generation was seen in progress on this page: its slides animate in. */
  liveGeneration: boolean;
  undo: HistoryEntry[];
  redo: HistoryEntry[];
  /** Bumped on every local change: the save debounce restarts from it. */
  revision: number;
  /** Slides changed locally and not saved yet. */
  dirty: number[];
  saving: boolean;
  /** The last saved form of each slide: a refused save (400) goes back to it. */
  saved: Record<number, Slide>;
  unsavedEdits: TextEditRecord[];
  /** A save met a newer version (409): the message, until the user chooses what to do. */
  conflict: string | null;
}

export const MAX_HISTORY = 100;

export function initialDeckState(opts: {
  id: string;
  reportId: string | null;
  showAnimation: boolean;
  zoom?: number;
}): DeckState {
  return {
    id: opts.id,
    reportId: opts.reportId,
    phase: 'loading',
    loadError: null,
    name: '',
    selectTemplate: 'general',
    outLang: 'zh-cn',
    process: 'end',
    reportStatus: 0,
    progress: 0,
    errMsg: '',
    version: 1,
    slides: [],
    activeSlide: null,
    companyTemplate: false,
    companyElement: false,
    showAnimation: opts.showAnimation,
    zoom: opts.zoom ?? 1,
    liveGeneration: false,
    undo: [],
    redo: [],
    revision: 0,
    dirty: [],
    saving: false,
    saved: {},
    unsavedEdits: [],
    conflict: null,
  };
}

export type DeckAction =
  | { type: 'loaded'; detail: WorkDetail; flags?: CompanyFlags }
  | { type: 'loadFailed'; message: string }
  | { type: 'reloaded'; detail: WorkDetail; reapply: TextEditRecord[] }
  | { type: 'status'; process: WorkProcess; reportStatus: number; progress: number }
  | { type: 'slide'; slide: Slide }
  | { type: 'done'; version: number; reportStatus: number }
  | { type: 'synced'; detail: WorkDetail }
  | { type: 'streamFailed'; message: string }
  | { type: 'setActive'; slideNum: number }
  | { type: 'setShowAnimation'; on: boolean }
  | { type: 'setZoom'; zoom: number }
  | { type: 'edit'; slideNum: number; slide: Slide; edit: TextEditRecord; undoEdit: TextEditRecord }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saveStarted' }
  | { type: 'slideSaved'; slideNum: number; slide: Slide; version: number }
  | { type: 'saveFinished' }
  | { type: 'saveRefused'; slideNum: number }
  | { type: 'conflict'; message: string }
  | { type: 'discardEdits'; detail: WorkDetail };
