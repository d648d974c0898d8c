import { Alert, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WorkflowDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useWorkflowTab } from '../api/get-workflow-tabs';

/** The error tab (spec 000 §3: errorMessage, isExitError): what went wrong, or that nothing did. */
export function ErrorTab({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const error = useWorkflowTab(locale, job.id, 'error');

  if (error.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error.isError) {
    return <Result status="warning" title={t('compute.error.loadFailed')} subTitle={errorText(t, error.error)} />;
  }
  if (!error.data.isExitError) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('compute.error.none')}
        data-testid="compute-no-error"
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      data-testid="compute-error"
      title={t('compute.error.title')}
      description={<pre className="job-mono-text">{error.data.errorMessage}</pre>}
    />
  );
}
