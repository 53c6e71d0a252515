import { ChatScreen } from '../features/chat';
import { SourcePanelProvider } from '../features/traceability';

/** /chat-text: text chat. */
export function ChatTextPage() {
  return (
    <SourcePanelProvider>
      <ChatScreen type="text" />
    </SourcePanelProvider>
  );
}

/** /chat-pdf: questions about picked source files, answered with citations that open the source panel. */
export function ChatPdfPage() {
  return (
    <SourcePanelProvider>
      <ChatScreen type="pdf" />
    </SourcePanelProvider>
  );
}
