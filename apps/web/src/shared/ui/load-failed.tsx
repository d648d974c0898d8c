import { Button, Result } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../api/error-text';

interface LoadFailedProps {
  /** What could not be loaded, said as the title. */
  title: string;
  error: unknown;
  retryText: string;
  onRetry: () => void;
}

/** A page or panel whose data did not load: the reason in the user's language and a button to try again. */
export function LoadFailed({ title, error, retryText, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={errorText(t, error)}
      extra={<Button onClick={onRetry}>{retryText}</Button>}
    />
  );
}
