import { createContext, type Dispatch, type ReactNode, useContext, useReducer } from 'react';
import { deckReducer } from './deck-reducer';
import { type DeckAction, type DeckState, initialDeckState } from './deck-state';
import { readShowAnimation } from './show-animation';

const DeckStateContext = createContext<DeckState | null>(null);
const DeckDispatchContext = createContext<Dispatch<DeckAction> | null>(null);

/** The board's store: one reducer for the deck, its history and its saving, shared by the board and toolbar. */
export function DeckBoardProvider({
  id,
  reportId,
  children,
}: {
  id: string;
  reportId: string | null;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(deckReducer, { id, reportId }, (o) =>
    initialDeckState({ ...o, showAnimation: readShowAnimation() }),
  );
  return (
    <DeckStateContext.Provider value={state}>
      <DeckDispatchContext.Provider value={dispatch}>{children}</DeckDispatchContext.Provider>
    </DeckStateContext.Provider>
  );
}

export function useDeckState(): DeckState {
  const state = useContext(DeckStateContext);
  if (!state) throw new Error('useDeckState() needs a <DeckBoardProvider>');
  return state;
}

export function useDeckDispatch(): Dispatch<DeckAction> {
  const dispatch = useContext(DeckDispatchContext);
  if (!dispatch) throw new Error('useDeckDispatch() needs a <DeckBoardProvider>');
  return dispatch;
}
