import { App } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';

/**
 * Shows a failed call as a message, localized from its code; a lost login or a server failure is left to the app's
 * one handler, which already reports it. `wrap` puts the reason into a longer text.
 */
export function useErrorMessage(wrap?: (reason: string) => string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (error: unknown) => {
    if (isReportedByApp(error)) return;
    const reason = errorText(t, error);
    void message.error(wrap ? wrap(reason) : reason);
  };
}
