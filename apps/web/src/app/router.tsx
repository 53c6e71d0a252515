import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { sessionStore } from '../features/account';
import { prefetchDeckDetail } from '../features/deck-board';
import { GuestOnly } from './guards/GuestOnly';
import { RouteError } from './RouteError';
import { Splash } from './Splash';

/** The business and saas-medical login paths land on /login, keeping their query. */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={`/login${search}`} replace />;
}

/** The business and saas-medical sign-up paths are the one invitation sign-up here, keeping their query. */
function ToSignup() {
  const { search } = useLocation();
  return <Navigate to={`/signup${search}`} replace />;
}

// Every screen and the signed-in frame load on demand: the login screen downloads only what it shows.
export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    children: [
      {
        Component: GuestOnly,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../pages/LoginPage')).LoginPage }),
          },
        ],
      },
      {
        // Public, no login and no console frame: anyone with the share pair may read a published deck.
        path: 'preview-ppt/:pptId',
        lazy: async () => ({ Component: (await import('../pages/PublicPreviewPage')).PublicPreviewPage }),
      },
      {
        // The server's print pages for PDF/PNG export: no login (a short-lived ticket), no frame.
        path: 'print/deck/:id',
        lazy: async () => ({ Component: (await import('../pages/DeckPrintPage')).DeckPrintPage }),
      },
      {
        // Public rendering of a published article for screenshots: no login, no frame.
        path: 'tweets-screenshot/:prowriteId/:token',
        lazy: async () => ({
          Component: (await import('../pages/ArticleScreenshotPage')).ArticleScreenshotPage,
        }),
      },
      {
        // The server's print page of an article (PNG export): a ticket, no login, no frame.
        path: 'print/article/:id',
        lazy: async () => ({ Component: (await import('../pages/ArticlePrintPage')).ArticlePrintPage }),
      },
      {
        // Sign-up by invitation and the invitation link (`/signup?sid=`): public, decides itself if signed in.
        path: 'signup',
        lazy: async () => ({ Component: (await import('../pages/SignupPage')).SignupPage }),
      },
      { path: 'signup-for-business', Component: ToSignup },
      { path: 'signup-for-saas-medical', Component: ToSignup },
      {
        path: 'invite-expired',
        lazy: async () => ({ Component: (await import('../pages/InviteExpiredPage')).InviteExpiredPage }),
      },
      {
        // Scan login's approval page (the QR code's URL), opened on a phone: signs in first when needed.
        path: 'scan-login',
        lazy: async () => ({ Component: (await import('../pages/ScanApprovePage')).ScanApprovePage }),
      },
      // The product site page (the region's pair of paths, /article/{link} on both) and the business site page
      // /ai/{type}; its "try now" is the trial site's entry, the one place a visitor becomes a temporary user.
      ...['ai/medical', 'medical', 'ai/article', 'article', 'article/:link', 'ai/:type'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../pages/ProductSitePage')).ProductSitePage }),
      })),
      {
        // Medical inquiry, a trial page: a visitor gets a temporary user's session here instead of /login.
        lazy: async () => ({ Component: (await import('./guards/MedicalTrialGate')).MedicalTrialGate }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/ConsoleLayout')).ConsoleLayout }),
            children: [
              {
                path: 'medpilot',
                lazy: async () => ({
                  Component: (await import('../pages/MedicalInquiryPage')).MedicalInquiryPage,
                }),
              },
            ],
          },
        ],
      },
      { path: 'login-for-business', Component: ToLogin },
      { path: 'login-for-saas-medical', Component: ToLogin },
      {
        lazy: async () => ({ Component: (await import('./guards/RequireAuth')).RequireAuth }),
        children: [
          {
            // A partner page asks who the user is: signed in first, no console frame.
            path: 'partner-auth',
            lazy: async () => ({ Component: (await import('../pages/PartnerAuthPage')).PartnerAuthPage }),
          },
          {
            lazy: async () => ({ Component: (await import('./shell/ConsoleLayout')).ConsoleLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
              },
              {
                path: 'console',
                lazy: async () => ({ Component: (await import('../pages/ConsolePage')).ConsolePage }),
              },
              {
                path: 'layouts',
                lazy: async () => ({ Component: (await import('../pages/LayoutsPage')).LayoutsPage }),
              },
              {
                path: 'works',
                lazy: async () => ({ Component: (await import('../pages/WorkbenchPage')).WorkbenchPage }),
              },
              {
                path: 'decks/:id',
                // The deck's data travels while the board's code loads (the loader does not wait for it).
                loader: ({ params }) => {
                  prefetchDeckDetail(params.id ?? '', sessionStore.getToken() !== null);
                  return null;
                },
                lazy: async () => ({ Component: (await import('../pages/DeckBoardPage')).DeckBoardPage }),
              },
              {
                path: 'articles/:id',
                lazy: async () => ({
                  Component: (await import('../pages/ArticleEditorPage')).ArticleEditorPage,
                }),
              },
              {
                path: 'chat-text',
                lazy: async () => ({ Component: (await import('../pages/ChatPage')).ChatTextPage }),
              },
              {
                path: 'chat-pdf',
                lazy: async () => ({ Component: (await import('../pages/ChatPage')).ChatPdfPage }),
              },
              {
                path: 'app/knowledge-base',
                lazy: async () => ({
                  Component: (await import('../pages/KnowledgeBasePage')).KnowledgeBasePage,
                }),
              },
              {
                // The console's datasets page.
                path: 'knowledge',
                lazy: async () => ({
                  Component: (await import('../pages/KnowledgeConsolePage')).KnowledgeConsolePage,
                }),
              },
              {
                path: 'no-permission',
                lazy: async () => ({
                  Component: (await import('../pages/NoPermissionPage')).NoPermissionPage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
              },
            ],
          },
        ],
      },
    ],
  },
]);

export type AppRouter = typeof router;
