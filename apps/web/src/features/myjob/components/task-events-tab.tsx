import { Empty, Result, Skeleton, Timeline, type TimelineItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskDetailResponse, TaskEventKey } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useTaskEvents } from '../api/get-task-events';

/** Colours of the timeline: green for good ends, red for failures, grey for waiting and pauses, blue otherwise. */
const COLORS: Record<TaskEventKey, NonNullable<TimelineItemProps['color']>> = {
  submitted: 'blue',
  waitingForSlot: 'gray',
  started: 'blue',
  submitUnconfirmed: 'gray',
  schedulerWaiting: 'gray',
  paused: 'gray',
  resumed: 'blue',
  stopped: 'red',
  succeeded: 'green',
  failed: 'red',
  killed: 'red',
  outputsSaved: 'green',
  outputMissing: 'red',
  outputsFailed: 'red',
  recovered: 'blue',
  lost: 'red',
  dispatchFailed: 'red',
  actionFailed: 'red',
};

/** The job's events in order, as the server words them in the page's language (including why it waits). */
export function TaskEventsTab({ job }: { job: TaskDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const events = useTaskEvents(locale, job.id);

  if (events.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (events.isError) {
    return <Result status="warning" title={t('myjob.events.loadFailed')} subTitle={errorText(t, events.error)} />;
  }
  if (events.data.eventList.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myjob.events.empty')} />;
  }
  return (
    <div className="task-events" data-testid="task-events">
      <Timeline
        mode="start"
        items={events.data.eventList.map((event, index) => ({
          key: `${event.eventTime}-${index}`,
          color: COLORS[event.eventKey],
          title: <span className="task-event-time">{formatDateTime(event.eventTime)}</span>,
          content: (
            <span className="task-event" data-event={event.eventKey}>
              {event.eventContent}
            </span>
          ),
        }))}
      />
    </div>
  );
}
