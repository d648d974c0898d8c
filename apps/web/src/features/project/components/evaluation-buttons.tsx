import { useState } from 'react';
import { HistoryOutlined, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EVALUATION_STAGES, EVALUATION_SURVEYS } from '@biocloud/contracts';
import { useEvaluation } from '../api/evaluation';
import { EvaluationDialog } from './evaluation-dialog';
import { EvaluationHistory } from './evaluation-history';

/**
 * The project's satisfaction survey on the progress page: "evaluate" only while questions remain (spec 001 §4: the
 * stages already answered are left out), and the answers given so far.
 */
export function EvaluationButtons({ projectBaseId }: { projectBaseId: string }) {
  const { t } = useTranslation();
  const info = useEvaluation(projectBaseId).data;
  const [open, setOpen] = useState<'survey' | 'history' | null>(null);
  if (!info) return null;
  const answered = EVALUATION_STAGES.some((stage) => info.historyEva[EVALUATION_SURVEYS[stage].historyKey]);
  const close = () => setOpen(null);
  return (
    <>
      {info.canLatestEvaluated && info.pendingStages.length > 0 && (
        <Button type="primary" icon={<LikeOutlined />} onClick={() => setOpen('survey')} data-testid="evaluate">
          {t('project.evaluation.open')}
        </Button>
      )}
      {answered && (
        <Button icon={<HistoryOutlined />} onClick={() => setOpen('history')} data-testid="evaluation-history-open">
          {t('project.evaluation.history')}
        </Button>
      )}
      {open === 'survey' && (
        <EvaluationDialog projectBaseId={projectBaseId} stages={info.pendingStages} onClose={close} />
      )}
      {open === 'history' && <EvaluationHistory info={info} onClose={close} />}
    </>
  );
}
