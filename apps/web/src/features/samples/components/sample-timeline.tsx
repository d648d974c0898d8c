import { Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date';
import { useSampleProcess } from '../api/get-sample';

/** getSampleProcess: every move of the sample, who made it and when, oldest first. */
export function SampleTimeline({ sampleId }: { sampleId: string }) {
  const { t } = useTranslation();
  const process = useSampleProcess(sampleId);
  if (process.isPending) return <Spin />;
  const events = process.data?.events ?? [];
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="sample-timeline"
      items={events.map((event) => ({
        key: event.id,
        color: event.actorRole === 'staff' ? 'blue' : 'gray',
        children: (
          <div data-testid="sample-event">
            <Typography.Text strong>{t(`samples.status.${event.toStatus}`)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t(`samples.timeline.by.${event.actorRole}`, {
                  name: event.actorName,
                  time: formatDateTime(event.createTime),
                })}
              </Typography.Text>
            </div>
            {event.note && <div>{event.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
