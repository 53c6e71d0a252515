import { useParams } from 'react-router';
import { ArticleEditorProvider, ArticleEditorScreen } from '../features/article-editor';
import { SourcePanelProvider } from '../features/traceability';

/** /articles/:id: the editor of one Tweets or patient-education work. */
export function ArticleEditorPage() {
  const { id = '' } = useParams();
  return (
    <ArticleEditorProvider key={id} id={id}>
      <SourcePanelProvider>
        <ArticleEditorScreen />
      </SourcePanelProvider>
    </ArticleEditorProvider>
  );
}
