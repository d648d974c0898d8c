import { useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Sample } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useProjectChoices } from '../api/project-choices';
import { useLinkSampleProject } from '../api/sample-mutations';

/** Staff put a sample in one of its customer's projects (the customer then sees the project's data and jobs). */
export function LinkProjectDialog({ sample, onClose }: { sample: Sample; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [projectBaseId, setProjectBaseId] = useState<string | null>(sample.projectBaseId);
  const [error, setError] = useState<string | null>(null);
  const choices = useProjectChoices(search, true);
  const link = useLinkSampleProject();
  const options = (choices.data?.projectList ?? []).map((p) => ({
    value: p.projectBaseId,
    label: t('samples.link.option', { name: p.projectName, code: p.projectCode, owner: p.ownerName }),
  }));
  if (sample.projectBaseId && sample.projectName && !options.some((o) => o.value === sample.projectBaseId)) {
    options.unshift({ value: sample.projectBaseId, label: sample.projectName });
  }
  return (
    <Modal
      open
      title={t('samples.link.title')}
      okText={t('samples.link.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: link.isPending }}
      onCancel={onClose}
      onOk={() =>
        link.mutate(
          { sampleId: sample.sampleId, projectBaseId },
          {
            onSuccess: () => {
              void message.success(t('samples.link.done'));
              onClose();
            },
            onError: (e) => setError(errorText(t, e)),
          },
        )
      }
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('samples.link.project')}
          extra={t('samples.link.hint', { owner: sample.ownerName })}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            allowClear
            value={projectBaseId}
            onChange={(value: string | undefined) => {
              setProjectBaseId(value ?? null);
              setError(null);
            }}
            options={options}
            loading={choices.isFetching}
            data-testid="link-project"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
