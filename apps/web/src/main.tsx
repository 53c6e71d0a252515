import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectHttpToSession } from './app/http-session';
import { AppProviders } from './app/providers';
import { prefetchCurrentUser } from './features/account';
import { kindMessages } from './features/article-editor';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './app/global.css';

const queryClient = createQueryClient();
connectHttpToSession(router);
// The session check starts now, in parallel with the route's code and data, not once the guard renders.
prefetchCurrentUser(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The document kinds keep their own strings; they join the app's messages here.
void initI18n(kindMessages).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
