import { Badge } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { jobStatusView, type JobStatus } from './job-status';

/**
 * A task or compute job's status as displayed (spec 000 §4: a task's stop reads "paused", wait "preparing
 * resources"), one badge for my jobs and a project's jobs. The `<kind>-status` class and the compute test id are
 * what the pages' tests find it by.
 */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  const view = jobStatusView(status);
  return (
    <Badge
      className={`job-status ${view.kind}-status`}
      data-status={status}
      data-testid={view.kind === 'compute' ? 'compute-status' : undefined}
      status={view.badge}
      text={t(view.textKey)}
    />
  );
}
