import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Sample, SampleStatus } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useMoveSample } from '../api/sample-mutations';

/** One move of the state machine (submit, take back, cancel, or the lab's), with an optional note for the timeline. */
export function MoveSampleDialog({ sample, to, onClose }: { sample: Sample; to: SampleStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const move = useMoveSample();
  const onFinish = ({ note }: { note?: string }) =>
    move.mutate(
      { sampleId: sample.sampleId, to, note: note?.trim() ?? '' },
      {
        onSuccess: () => {
          void message.success(t('samples.move.done', { status: t(`samples.status.${to}`) }));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'note', errors: [errorText(t, error)] }]),
      },
    );
  return (
    <Modal
      open
      title={t(`samples.move.title.${to}`)}
      okText={t('samples.move.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'move-sample-form', loading: move.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form name="move-sample-form" form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="note" label={t('samples.move.note')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} data-testid="move-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
