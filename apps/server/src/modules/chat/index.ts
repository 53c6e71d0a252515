/**
 * The chat module to other modules: the service (conversations, asking with another answerer), the answer
 * streams and the answerer types (the chat-revise panel answers on the same protocol).
 */
export type { Answerer, AnswerSink } from './answer-recorder';
export type { AnswerStreams } from './answer-stream';
export type { ChatModule } from './chat.module';
export type { AnswerQuestion, AnswerRequest, ChatService } from './chat.service';
/** The web-search provider the knowledge base's searchWeb items run (one provider interface for both). */
export type { WebSearchProvider } from './web-search/search-provider';
export { SearxngProvider } from './web-search/searxng-provider';
