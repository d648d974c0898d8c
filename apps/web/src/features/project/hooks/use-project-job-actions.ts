import { App } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { truncateJobName, type JobAction } from '@biocloud/contracts';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { hasReport, useActOnProjectJob } from '../api/project-jobs';

export interface JobTarget {
  id: string;
  jobName: string;
}

/**
 * Pause, resume, stop and delete on a project job (the project variant, by workflowNum). Stop asks first; delete
 * asks the server whether a report exists and then confirms, saying so when the report goes too (spec 000 §4);
 * cancelling aborts. A finished delete goes to `onDeleted` (the list returns to its first page).
 */
export function useProjectJobActions(projectBaseId: string, onDeleted: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutation = useActOnProjectJob();

  const fail = (error: unknown) => {
    if (!isReportedByApp(error)) void message.error(t('project.jobs.actionFailed', { reason: errorText(t, error) }));
  };

  const run = async (job: JobTarget, action: JobAction) => {
    try {
      await mutation.mutateAsync({ projectBaseId, workflowNum: job.id, action });
    } catch (error) {
      return fail(error);
    }
    void message.success(t(`project.jobs.done.${action}`));
    if (action === 'delete') onDeleted();
  };

  const confirm = (job: JobTarget, action: JobAction, content: string) =>
    void modal.confirm({
      title: t(`project.jobs.confirm.${action}`, { name: truncateJobName(job.jobName) }),
      content,
      okText: t('project.jobs.confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(job, action),
    });

  const act = async (job: JobTarget, action: JobAction) => {
    if (action === 'stop') return confirm(job, action, t('project.jobs.confirm.stopContent'));
    if (action !== 'delete') return run(job, action);
    try {
      const answer = await hasReport(projectBaseId, [job.id]);
      confirm(
        job,
        action,
        t(answer.hasReport ? 'project.jobs.confirm.deleteWithReport' : 'project.jobs.confirm.deleteContent'),
      );
    } catch (error) {
      fail(error);
    }
  };

  return {
    act: (job: JobTarget, action: JobAction) => void act(job, action),
    pending: mutation.isPending ? mutation.variables : undefined,
  };
}
