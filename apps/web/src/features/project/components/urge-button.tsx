import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Tooltip } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProgressType } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { useUrgeProgress, useUrgeState } from '../api/urge-progress';
import { refusalText } from '../lib/refusal-text';

/** Asking staff to hurry one view of the progress: once per interval (the server says when again), with a note. */
export function UrgeButton({ projectBaseId, type }: { projectBaseId: string; type: ProgressType }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const state = useUrgeState(projectBaseId, type);
  const mutation = useUrgeProgress();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');

  const onOk = () =>
    mutation.mutate(
      { projectBaseId, type, content: content.trim() },
      {
        onSuccess: () => {
          void message.success(t('project.urge.done'));
          setOpen(false);
          setContent('');
        },
        // Shown as the server words it: it names the time of the next allowed urge.
        onError: (error) => void message.error(refusalText(t, error)),
      },
    );

  const next = state.data?.canUrge === false ? state.data.nextUrgeTime : null;
  return (
    <>
      <Tooltip title={next ? t('project.urge.nextAt', { time: formatDateTime(next) }) : undefined}>
        <Button icon={<BellOutlined />} onClick={() => setOpen(true)} data-testid="urge">
          {t('project.urge.button')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t(`project.urge.title.${type}`)}
        okText={t('project.urge.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: mutation.isPending }}
        onOk={onOk}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('project.urge.placeholder')}
          aria-label={t('project.urge.placeholder')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          data-testid="urge-content"
        />
      </Modal>
    </>
  );
}
