import { useState } from 'react';
import { App, Input, Modal, Rate, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  EVALUATION_RATING_MAX,
  EVALUATION_SURVEYS,
  EVALUATION_SUGGESTION_LIMIT_EXCLUSIVE,
  type EvaluationStage,
} from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useSaveEvaluation } from '../api/evaluation';
import { initialSurveyValues, surveyRequest, type SurveyValues } from '../lib/evaluation-answers';

/** Spec 001 §9: the survey dialog is 600 px wide. */
const DIALOG_WIDTH = 600;

interface EvaluationDialogProps {
  projectBaseId: string;
  /** The due stages not answered yet, each asked with its survey (PUB, A, B). */
  stages: readonly EvaluationStage[];
  onClose: () => void;
}

/** The satisfaction survey of a project: every pending stage's ratings (5 to start with) and suggestion. */
export function EvaluationDialog({ projectBaseId, stages, onClose }: EvaluationDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [values, setValues] = useState<SurveyValues>(() => initialSurveyValues(stages));
  const save = useSaveEvaluation();
  const set = (stage: EvaluationStage, label: string, value: number | string) =>
    setValues((current) => ({ ...current, [stage]: { ...current[stage], [label]: value } }));

  const submit = () => {
    const checked = surveyRequest(projectBaseId, stages, values);
    if (!checked.ok) {
      void message.error(
        t('project.evaluation.stageProblem', {
          stage: t(`project.evaluation.stages.${checked.stage}`),
          problem: t(`errors.${checked.code}`),
        }),
      );
      return;
    }
    save.mutate(checked.request, {
      onSuccess: (answer) => {
        void message.success(t('project.evaluation.done', { beans: answer.rewardBeans }));
        onClose();
      },
      onError: (error) => void message.error(errorText(t, error)),
    });
  };

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={t('project.evaluation.title')}
      okText={t('project.evaluation.submit')}
      cancelText={t('project.evaluation.later')}
      okButtonProps={{ loading: save.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="evaluation-dialog">
        <Typography.Paragraph type="secondary">{t('project.evaluation.intro')}</Typography.Paragraph>
        {stages.map((stage) => {
          const survey = EVALUATION_SURVEYS[stage];
          const question = (label: string) => t(`project.evaluation.questions.${survey.surveyType}.${label}`);
          return (
            <section key={stage} className="evaluation-survey" data-testid={`evaluation-${stage}`}>
              <Typography.Title level={5}>{t(`project.evaluation.stages.${stage}`)}</Typography.Title>
              {survey.ratingLabels.map((label) => (
                <div key={label} className="evaluation-question">
                  <Typography.Text>{question(label)}</Typography.Text>
                  <Rate
                    count={EVALUATION_RATING_MAX}
                    allowClear={false}
                    value={Number(values[stage]?.[label])}
                    onChange={(value) => set(stage, label, value)}
                    aria-label={question(label)}
                    data-testid={`rate-${stage}-${label}`}
                  />
                </div>
              ))}
              {survey.hasSuggestion && (
                <Input.TextArea
                  rows={2}
                  maxLength={EVALUATION_SUGGESTION_LIMIT_EXCLUSIVE - 1}
                  placeholder={question('suggestion')}
                  aria-label={question('suggestion')}
                  value={String(values[stage]?.suggestion ?? '')}
                  onChange={(event) => set(stage, 'suggestion', event.target.value)}
                  data-testid={`suggestion-${stage}`}
                />
              )}
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
