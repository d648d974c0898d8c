import { App } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { truncateJobName, type JobAction } from '@biocloud/contracts';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { useActOnTask } from '../api/act-on-task';

/** Actions that cannot be undone ask first: a deleted job is gone, a stopped one cannot be resumed. */
const CONFIRMED: Partial<Record<JobAction, { title: string; content: string }>> = {
  delete: { title: 'myjob.actions.confirmDeleteTitle', content: 'myjob.actions.confirmDelete' },
  stop: { title: 'myjob.actions.confirmStopTitle', content: 'myjob.actions.confirmStop' },
};

export interface ActionTarget {
  id: string;
  jobName: string;
}

/**
 * Runs pause, resume, stop and delete on a task job, says how it went, and hands a finished delete to `onDeleted`
 * (the list goes back to its first page, the detail to the list). The queries reload either way (act-on-task.ts).
 */
export function useTaskActions(onDeleted: (jobId: string) => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutation = useActOnTask();

  const run = async (job: ActionTarget, action: JobAction) => {
    try {
      await mutation.mutateAsync({ jobId: job.id, action });
    } catch (error) {
      if (!isReportedByApp(error)) void message.error(t('myjob.actions.failed', { reason: errorText(t, error) }));
      return;
    }
    void message.success(t(`myjob.actions.done.${action}`));
    if (action === 'delete') onDeleted(job.id);
  };

  const act = (job: ActionTarget, action: JobAction) => {
    const confirm = CONFIRMED[action];
    if (!confirm) return void run(job, action);
    void modal.confirm({
      title: t(confirm.title, { name: truncateJobName(job.jobName) }),
      content: t(confirm.content),
      okText: t('myjob.actions.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(job, action),
    });
  };

  return { act, pending: mutation.isPending ? mutation.variables : undefined };
}
