import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Tag, Timeline, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProgressResponse } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';

/** One view's stages in order: done ones with when, who and the note, unread ones marked; the rest still to come. */
export function StageTimeline({ progress }: { progress: ProgressResponse }) {
  const { t } = useTranslation();
  return (
    <Timeline
      className="stage-timeline"
      data-testid="stage-timeline"
      items={progress.stages.map((stage) => ({
        key: stage.stageKey,
        color: stage.done ? 'green' : 'gray',
        icon: stage.done ? <CheckCircleFilled /> : <ClockCircleOutlined />,
        title: stage.done ? formatDateTime(stage.stageTime) : undefined,
        content: (
          <div className="stage" data-testid={`stage-${stage.stageKey}`} data-done={stage.done}>
            <div className="stage-head">
              <Typography.Text strong={stage.done} type={stage.done ? undefined : 'secondary'}>
                {t(`project.stages.${stage.stageKey}`)}
              </Typography.Text>
              {stage.done && !stage.readFlag && (
                <Tag color="red" className="stage-unread">
                  {t('project.progress.unread')}
                </Tag>
              )}
              {!stage.done && <Typography.Text type="secondary">{t('project.progress.pending')}</Typography.Text>}
            </div>
            {stage.done && stage.actorName && (
              <Typography.Text type="secondary" className="stage-actor">
                {t('project.progress.actor', { name: stage.actorName })}
              </Typography.Text>
            )}
            {stage.note && <Typography.Paragraph className="stage-note">{stage.note}</Typography.Paragraph>}
          </div>
        ),
      }))}
    />
  );
}
