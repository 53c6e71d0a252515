/**
 * The chat module to other modules: the service (conversations, asking with another answerer), the answer
 * streams and the answerer types (the chat-revise panel answers on the same protocol).
 */
export type { Answerer, AnswerSink } from './answer-recorder';
export type { AnswerStreams } from './answer-stream';
export type { ChatModule } from './chat.module';
export type { AnswerQuestion, AnswerRequest, ChatService } from './chat.service';
