import type { ChatCitation } from '@prowrite/contracts';
import { useMemo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useSourcePanel } from '../../traceability';
import { citationOf, linkCitations } from '../utils/citation-links';

/**
 * An answer's markdown (GFM tables, code, lists) with its citation markers as buttons that open the source
 * panel at the cited page with the quote marked (a web citation links to its result's page). Raw HTML in the answer is not rendered (react-markdown's
 * default), and links other than citations open in a new tab without a referrer.
 */
export function AnswerMarkdown({ text, citations }: { text: string; citations: ChatCitation[] }) {
  const panel = useSourcePanel();
  const byNumber = useMemo(() => new Map(citations.map((c) => [c.n, c])), [citations]);
  const linked = useMemo(() => linkCitations(text, new Set(byNumber.keys())), [text, byNumber]);
  return (
    <div className="chat-markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ href, children }) => {
            const n = citationOf(href);
            const citation = n === null ? undefined : byNumber.get(n);
            // A web result opens its page in a new tab, without a referrer or a handle on this one.
            if (citation?.url)
              return (
                <a
                  href={citation.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="chat-cite"
                  data-testid={`chat-cite-${citation.n}`}
                  title={citation.title ? `${citation.title}: ${citation.quote}` : citation.quote}
                >
                  {citation.n}
                </a>
              );
            if (citation)
              return (
                <button
                  type="button"
                  className="chat-cite"
                  data-testid={`chat-cite-${citation.n}`}
                  title={citation.quote}
                  onClick={() =>
                    panel.open({ fileId: citation.file_id, page: citation.page, quote: citation.quote })
                  }
                >
                  {citation.n}
                </button>
              );
            return (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            );
          },
        }}
      >
        {linked}
      </Markdown>
    </div>
  );
}
