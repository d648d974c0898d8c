import { App } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { truncateJobName, type JobAction } from '@biocloud/contracts';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { hasReport, useActOnWorkflow } from '../api/act-on-workflow';

export interface WorkflowTarget {
  id: string;
  jobName: string;
}

/**
 * Runs pause, resume, stop and delete on a compute job and says how it went. A stop asks first (it cannot be
 * undone). A delete first asks the server whether the job has a report (spec 000 §4) and, if so, warns that the
 * report goes too; cancelling aborts. A finished delete goes to `onDeleted` (the list returns to its first page).
 */
export function useWorkflowActions(onDeleted: (workflowId: string) => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutation = useActOnWorkflow();

  const run = async (job: WorkflowTarget, action: JobAction) => {
    try {
      await mutation.mutateAsync({ workflowId: job.id, action });
    } catch (error) {
      if (!isReportedByApp(error)) void message.error(t('compute.actions.failed', { reason: errorText(t, error) }));
      return;
    }
    void message.success(t(`compute.actions.done.${action}`));
    if (action === 'delete') onDeleted(job.id);
  };

  const confirm = (job: WorkflowTarget, action: JobAction, content: string) =>
    void modal.confirm({
      title: t(`compute.actions.confirm.${action}Title`, { name: truncateJobName(job.jobName) }),
      content,
      okText: t('compute.actions.confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(job, action),
    });

  const askAndDelete = async (job: WorkflowTarget) => {
    let withReport: boolean;
    try {
      withReport = (await hasReport(job.id)).workflowIds.includes(job.id);
    } catch (error) {
      if (!isReportedByApp(error)) void message.error(t('compute.actions.failed', { reason: errorText(t, error) }));
      return;
    }
    confirm(
      job,
      'delete',
      t(withReport ? 'compute.actions.confirm.deleteWithReport' : 'compute.actions.confirm.delete'),
    );
  };

  const act = (job: WorkflowTarget, action: JobAction) => {
    if (action === 'delete') return void askAndDelete(job);
    if (action === 'stop') return confirm(job, action, t('compute.actions.confirm.stop'));
    void run(job, action);
  };

  return { act, pending: mutation.isPending ? mutation.variables : undefined };
}
