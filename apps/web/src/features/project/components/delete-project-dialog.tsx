import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ERROR_CODE, validatePasswordPresent, type Project } from '@biocloud/contracts';
import { isApiError } from '../../../shared/api-client';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { useDeleteProject, type DeleteProjectRequest } from '../api/delete-project';
import { refusalText } from '../lib/refusal-text';

const FORM = 'delete-project';
type Values = DeleteProjectRequest;

interface DeleteProjectDialogProps {
  project: Project;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deleting a project (spec 000 §5): the caller's password, required and checked when the field is left, and what
 * becomes of the project's data (deleted, or kept as a folder of the owner's data) and of its jobs (deleted, or
 * kept in their users' job lists).
 */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mutation = useDeleteProject();

  const onFinish = (values: Values) =>
    mutation.mutate(
      { projectBaseId: project.projectBaseId, ...values },
      {
        onSuccess: (answer) => {
          void message.success(
            t(answer.keptFolderUuid ? 'project.delete.doneKept' : 'project.delete.done', { name: project.projectName }),
          );
          onClose();
          onDeleted?.();
        },
        onError: (error) => {
          const field =
            isApiError(error) && error.code === ERROR_CODE.PROJECT_PASSWORD_WRONG ? 'oldPassword' : 'jobAction';
          form.setFields([{ name: field, errors: [refusalText(t, error)] }]);
        },
      },
    );

  const choices = (name: 'dataAction' | 'jobAction') =>
    (['keep', 'delete'] as const).map((value) => ({ value, label: t(`project.delete.${name}.${value}`) }));

  return (
    <Modal
      open
      title={t('project.delete.title', { name: project.projectName })}
      okText={t('project.delete.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: FORM, loading: mutation.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon className="project-delete-alert" title={t('project.delete.warning')} />
      <Form
        name={FORM}
        form={form}
        layout="vertical"
        initialValues={{ dataAction: 'keep', jobAction: 'keep' }}
        onFinish={onFinish}
      >
        <Form.Item name="dataAction" label={t('project.delete.dataAction.label')}>
          <Radio.Group options={choices('dataAction')} data-testid="delete-data-action" />
        </Form.Item>
        <Form.Item name="jobAction" label={t('project.delete.jobAction.label')}>
          <Radio.Group options={choices('jobAction')} data-testid="delete-job-action" />
        </Form.Item>
        <Form.Item
          name="oldPassword"
          label={t('project.delete.password')}
          validateTrigger="onBlur"
          rules={[contractsRule(t, validatePasswordPresent)]}
        >
          <Input.Password autoComplete="current-password" data-testid="delete-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
