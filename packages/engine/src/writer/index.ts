export { type DeckSource, hasAnyFacts, type WriteDeckInput } from './context';
export { fitText } from './fit-text';
export { labelsFor, type OutLang } from './labels';
export { WRITER_LAYOUTS, type WriterLayoutId } from './layouts';
export { GROUP_GAP_LINES, PARAGRAPH_GAP_LINES, TITLE_ROW_CHARS } from './list-lines';
export { printedNumber } from './printed-number';
export { writeDeck } from './write-deck';
