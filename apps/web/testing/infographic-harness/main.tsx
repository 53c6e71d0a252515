import type { ArticleComponent } from '@prowrite/contracts';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ArticleCanvas,
  type ArticleRenderApi,
  ArticleRenderContext,
  articleLook,
  ComponentView,
  kindMessages,
} from '../../src/features/article-editor';
import { infographicView } from '../../src/features/article-editor/kinds/infographic';
import { ReadOnlyArticle } from '../../src/features/article-public/components/ReadOnlyArticle';
import { initI18n } from '../../src/lib/i18n';
import '../../src/app/global.css';

/**
 * A static page that draws written infographics (fixtures.json beside the page: name -> components) with the
 * renderers the print page uses (?fixture=name), or in the editor's edit mode (&edit=1) with a local store,
 * so screenshots and in-place edits can be checked in Chromium without a server.
 */
const params = new URLSearchParams(location.search);
const WIDTH = Number(params.get('width') ?? 750);
const identity = (url: string) => url;

function Editable({ initial }: { initial: ArticleComponent[] }) {
  const [components, setComponents] = useState(initial);
  const look = useMemo(() => articleLook('Tweets', 'tweets_template1', params.get('colour') ?? ''), []);
  const render = useMemo<ArticleRenderApi>(
    () => ({
      look,
      mediaSrc: identity,
      hideEmptyImageTitle: false,
      hideEmptyFootnote: false,
      epoch: 0,
      kindView: infographicView,
      editor: {
        workId: 'harness',
        companyElement: false,
        edit: (id, update) => {
          setComponents((list) => list.map((c) => (c.id === id ? update(c) : c)));
        },
        flush: async () => {},
        removeComponent: async () => false,
        confirm: async () => true,
        uploadAvatar: async () => '',
        openImage: () => {},
      },
    }),
    [look],
  );
  return (
    <ArticleRenderContext.Provider value={render}>
      <ArticleCanvas look={look} width={WIDTH}>
        {components.map((c) => (
          <ComponentView key={c.id} component={c} />
        ))}
      </ArticleCanvas>
      <pre data-testid="harness-state" hidden>
        {JSON.stringify(components)}
      </pre>
    </ArticleRenderContext.Provider>
  );
}

async function main() {
  await initI18n(kindMessages);
  const fixtures = (await (await fetch('./fixtures.json')).json()) as Record<string, ArticleComponent[]>;
  const components = fixtures[params.get('fixture') ?? ''] ?? [];
  const root = createRoot(document.getElementById('root')!);
  root.render(
    params.get('edit') ? (
      <Editable initial={components} />
    ) : (
      <ReadOnlyArticle
        components={components}
        type="Tweets"
        selectTemplate="tweets_template1"
        themeColour={params.get('colour') ?? ''}
        mediaSrc={identity}
        width={WIDTH}
        kindView={infographicView}
      />
    ),
  );
  document.documentElement.dataset.ready = 'true';
}

void main();
