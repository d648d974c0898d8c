import { Descriptions, Empty, Modal, Rate, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  EVALUATION_RATING_MAX,
  EVALUATION_STAGES,
  EVALUATION_SURVEYS,
  type EvaluationInfoResponse,
} from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';

/** The answers given for each stage of the project, read-only. */
export function EvaluationHistory({ info, onClose }: { info: EvaluationInfoResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const answered = EVALUATION_STAGES.flatMap((stage) => {
    const entry = info.historyEva[EVALUATION_SURVEYS[stage].historyKey];
    return entry ? [{ stage, entry }] : [];
  });
  return (
    <Modal
      open
      width={600}
      title={t('project.evaluation.historyTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="evaluation-history">
        {answered.length === 0 && <Empty description={t('project.evaluation.historyEmpty')} />}
        {answered.map(({ stage, entry }) => {
          const { surveyType } = EVALUATION_SURVEYS[stage];
          return (
            <section key={stage} className="evaluation-survey" data-testid={`history-${stage}`}>
              <Typography.Title level={5}>{t(`project.evaluation.stages.${stage}`)}</Typography.Title>
              <Typography.Paragraph type="secondary">
                {t('project.evaluation.answeredBy', {
                  name: entry.evaluatorName,
                  time: formatDateTime(entry.createTime),
                })}
              </Typography.Paragraph>
              <Descriptions
                size="small"
                column={1}
                items={entry.result.map((answer) => ({
                  key: answer.label,
                  label: t(`project.evaluation.questions.${surveyType}.${answer.label}`),
                  children:
                    typeof answer.value === 'number' ? (
                      <Rate disabled count={EVALUATION_RATING_MAX} value={answer.value} />
                    ) : (
                      answer.value || t('project.evaluation.noSuggestion')
                    ),
                }))}
              />
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
