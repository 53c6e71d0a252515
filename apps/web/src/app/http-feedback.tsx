import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configureHttp, type HttpError } from '../lib/http';

/**
 * Errors that their caller does not handle itself become an antd toast. Rendered inside antd's <App> for the
 * message API (which follows the theme and locale).
 */
export function HttpFeedback(): null {
  const { message } = App.useApp();
  const { t } = useTranslation();

  useEffect(() => {
    const describe = (error: HttpError): string => {
      if (error.kind === 'timeout') return t('label.request-timeout');
      if (error.kind === 'network') return t('label.network-error');
      if (error.kind === 'contract') return t('label.unexpected-answer');
      if (error.status === 401) return t('label.session-expired');
      return error.message;
    };
    configureHttp({
      // One toast per distinct text: a burst of failing calls shows a single message.
      onError: (error) => {
        const content = describe(error);
        void message.error({ content, key: `http:${content}` });
      },
    });
  }, [message, t]);

  return null;
}
