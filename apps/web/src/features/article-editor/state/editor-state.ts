import type { ArticleComponent, ArticleSaveResult, WorkDetail, WorkProcess } from '@prowrite/contracts';
import type { LimitHint } from '../utils/limits';
import type { ArticleType } from '../utils/theme';

export type OverLimitHint = Extract<LimitHint, { state: 'over' }>;

/** The article editor's state: the work, its components, saving and undo. */
export interface ArticleEditorState {
  id: string;
  phase: 'loading' | 'ready' | 'error';
  loadError: string | null;
  name: string;
  /** Which article renderers draw the work (its kind's base look). */
  type: ArticleType;
  /** The work's own type (its kind): what it exports as, what the toolbar names it. */
  workType: string;
  selectTemplate: string;
  selectOptional: string[];
  themeColour: string;
  outLang: 'zh-cn' | 'en';
  /** recordGetStartedProcess: the list is pointer-disabled while inProgress. */
  process: WorkProcess;
  reportStatus: number;
  progress: number;
  errMsg: string;
  version: number;
  components: ArticleComponent[];
  companyElement: boolean;
  /** Generation was seen in progress on this page (the stream is followed). */
  liveGeneration: boolean;
  /** How many changes the server can still undo (the undo button is enabled when > 0). */
  revocation: number;
  /** Bumped when the components are replaced from outside (undo, reload): editors start again from them. */
  epoch: number;
  /** Bumped on every local edit: the save debounce restarts from it. */
  revision: number;
  /** Components edited locally and not saved yet (ids, in edit order). */
  dirty: string[];
  saving: boolean;
  /** Milliseconds since the epoch of the last successful save, for the auto-save indicator. */
  savedAt: number | null;
  /** Components over a limit: kept as typed, not saved until they fit (the hint shows used/limit). */
  overLimit: Record<string, OverLimitHint>;
  /** A save met a newer version (409): the message, until the user chooses. */
  conflict: string | null;
}

export function initialEditorState(id: string): ArticleEditorState {
  return {
    id,
    phase: 'loading',
    loadError: null,
    name: '',
    type: 'Tweets',
    workType: 'Tweets',
    selectTemplate: 'tweets_template1',
    selectOptional: [],
    themeColour: '',
    outLang: 'zh-cn',
    process: 'end',
    reportStatus: 0,
    progress: 0,
    errMsg: '',
    version: 1,
    components: [],
    companyElement: false,
    liveGeneration: false,
    revocation: 0,
    epoch: 0,
    revision: 0,
    dirty: [],
    saving: false,
    savedAt: null,
    overLimit: {},
    conflict: null,
  };
}

export type EditorAction =
  | { type: 'loaded'; detail: WorkDetail; companyElement: boolean; revocation: number }
  | { type: 'loadFailed'; message: string }
  | { type: 'status'; process: WorkProcess; reportStatus: number; progress: number }
  | { type: 'component'; component: ArticleComponent }
  | { type: 'done'; version: number; reportStatus: number }
  | { type: 'synced'; detail: WorkDetail }
  | { type: 'edit'; id: string; update: (component: ArticleComponent) => ArticleComponent }
  | { type: 'saveStarted' }
  | { type: 'componentSaved'; id: string; component: ArticleComponent; result: ArticleSaveResult }
  | { type: 'saveFinished' }
  | { type: 'overLimit'; id: string; hint: OverLimitHint }
  | { type: 'conflict'; message: string }
  /** A structural change the server accepted (add, delete, sort): the new list and the save answer. */
  | { type: 'structureSaved'; components: ArticleComponent[]; result: ArticleSaveResult }
  | { type: 'withdrawn'; components: ArticleComponent[]; result: ArticleSaveResult }
  | { type: 'setLoading'; id: string; on: boolean }
  /** An optimistic order (a drag), confirmed by `structureSaved` or put back by another `setComponents`. */
  | { type: 'setComponents'; components: ArticleComponent[] }
  | { type: 'reloaded'; detail: WorkDetail; keepMine: boolean }
  | { type: 'themeSaved'; colour: string; result: ArticleSaveResult }
  | { type: 'revocationClosed' };
