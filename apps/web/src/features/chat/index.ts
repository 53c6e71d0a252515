/** AI chat: text and PDF conversations with streamed, cited answers. */
export { ChatScreen } from './components/ChatScreen';
