import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TaskDetailResponse } from '@biocloud/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { EventsTimeline } from '../../../shared/jobs/events-timeline';
import { useTaskEvents } from '../api/get-task-events';

export function TaskEventsTab({ job }: { job: TaskDetailResponse }) {
  const { t } = useTranslation();
  const events = useTaskEvents(useLocale(), job.id);
  return (
    <EventsTimeline
      events={events.data?.eventList}
      error={events.isError ? events.error : null}
      testId="task-events"
      texts={{ loadFailed: t('myjob.events.loadFailed'), empty: t('myjob.events.empty') }}
    />
  );
}
