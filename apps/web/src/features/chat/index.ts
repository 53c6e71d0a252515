/** AI chat: text and PDF conversations with streamed, cited answers. */
export { ChatScreen } from './components/ChatScreen';
export { chatApi, readAnswerStream } from './api/chat-api';
export { AnswerMarkdown } from './components/AnswerMarkdown';
export { AskShortcuts } from './components/AskShortcuts';
export { useUiLanguage } from './hooks/use-ui-language';
export { type AnswerView, applyEvent, emptyAnswer, fromMessage } from './utils/answer-state';
