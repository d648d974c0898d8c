import { Empty, Result, Skeleton, Timeline, type TimelineItemProps } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { TaskEventKey, taskEventsResponseSchema } from '@biocloud/contracts';
import { errorText } from '../api/error-text';
import type { Parsed } from '../api/parsed';
import { formatDateTime } from '../format/date';
import './job-log.css';

export type JobEvent = Parsed<typeof taskEventsResponseSchema>['eventList'][number];

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
  logError: 'red',
  logCause: 'gray',
  outputEmpty: 'orange',
  recovered: 'blue',
  lost: 'red',
  dispatchFailed: 'red',
  actionFailed: 'red',
  checkingInputs: 'blue',
};

interface EventsTimelineProps {
  /** The events, or undefined until the first answer. */
  events: readonly JobEvent[] | undefined;
  /** The error of the last load, or null. */
  error: unknown;
  testId: string;
  /** Without an `empty` text, no events show an empty timeline. */
  texts: { loadFailed: string; empty?: string };
}

/** A task job's events in order, as the server words them in the page's language (including why it waits). */
export function EventsTimeline({ events, error, testId, texts }: EventsTimelineProps) {
  const { t } = useTranslation();
  if (error && !events) return <Result status="warning" title={texts.loadFailed} subTitle={errorText(t, error)} />;
  if (!events) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (events.length === 0 && texts.empty) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />;
  }
  return (
    <div className="task-events" data-testid={testId}>
      <Timeline
        mode="start"
        items={events.map((event, index) => ({
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
