import { createContext, type Dispatch, type ReactNode, useContext, useReducer, useRef } from 'react';
import { createSerialQueue, type SerialQueue } from '../utils/serial-queue';
import { editorReducer } from './editor-reducer';
import { type ArticleEditorState, type EditorAction, initialEditorState } from './editor-state';

const StateContext = createContext<ArticleEditorState | null>(null);
const DispatchContext = createContext<Dispatch<EditorAction> | null>(null);
/** Saves and structural changes run one at a time: each needs the version the previous one answered. */
const QueueContext = createContext<SerialQueue | null>(null);

export function ArticleEditorProvider({ id, children }: { id: string; children: ReactNode }) {
  const [state, dispatch] = useReducer(editorReducer, id, initialEditorState);
  const queue = useRef<SerialQueue | null>(null);
  queue.current ??= createSerialQueue();
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>
        <QueueContext.Provider value={queue.current}>{children}</QueueContext.Provider>
      </DispatchContext.Provider>
    </StateContext.Provider>
  );
}

export function useEditorState(): ArticleEditorState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useEditorState() needs an <ArticleEditorProvider>');
  return state;
}

export function useEditorDispatch(): Dispatch<EditorAction> {
  const dispatch = useContext(DispatchContext);
  if (!dispatch) throw new Error('useEditorDispatch() needs an <ArticleEditorProvider>');
  return dispatch;
}

export function useEditorQueue(): SerialQueue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error('useEditorQueue() needs an <ArticleEditorProvider>');
  return queue;
}
