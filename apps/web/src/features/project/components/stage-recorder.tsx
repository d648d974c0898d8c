import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { canRecordStage, type ProgressResponse, type StageKey } from '@biocloud/contracts';
import { refusalText } from '../lib/refusal-text';
import { useRecordStage } from '../api/record-stage';

const FORM = 'record-stage';

/** Staff: records the next stage of a view with a note (stages go in order; the customers are told). */
export function StageRecorder({ projectBaseId, progress }: { projectBaseId: string; progress: ProgressResponse }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ stageKey: StageKey; note: string }>();
  const mutation = useRecordStage();
  const recorded = new Set(progress.stages.filter((s) => s.done).map((s) => s.stageKey));
  const next = progress.stages.find((s) => canRecordStage(s.stageKey, recorded).ok)?.stageKey;
  if (!next) return null;

  const onFinish = ({ note }: { note?: string }) =>
    mutation.mutate(
      { projectBaseId, stageKey: next, note: note?.trim() ?? '' },
      {
        onSuccess: () => {
          void message.success(t('project.progress.recorded', { stage: t(`project.stages.${next}`) }));
          form.resetFields();
        },
        onError: (error) => void message.error(refusalText(t, error)),
      },
    );

  return (
    <Form
      key={next}
      name={FORM}
      form={form}
      layout="inline"
      className="stage-recorder"
      initialValues={{ stageKey: next }}
      onFinish={onFinish}
    >
      <Form.Item name="stageKey" label={t('project.progress.nextStage')}>
        <Select disabled className="stage-select" options={[{ value: next, label: t(`project.stages.${next}`) }]} />
      </Form.Item>
      <Form.Item name="note" className="stage-note-input">
        <Input
          maxLength={500}
          placeholder={t('project.progress.notePlaceholder')}
          aria-label={t('project.progress.notePlaceholder')}
          data-testid="stage-note"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="record-stage">
        {t('project.progress.record')}
      </Button>
    </Form>
  );
}
