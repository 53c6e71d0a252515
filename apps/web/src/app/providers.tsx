import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isLanguage, DEFAULT_LANGUAGE } from '../lib/i18n';
import { useAntdLocale } from './antd-locale';
import { HttpFeedback } from './http-feedback';
import type { AppRouter } from './router';
import { theme } from './theme';

/** Data, theme, locale (antd follows the i18next language), toasts, then the routes. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locale = useAntdLocale(language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={locale}>
        <App>
          <HttpFeedback />
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
