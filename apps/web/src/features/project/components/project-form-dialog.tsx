import { App, Form, Input, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ERROR_CODE, PROJECT_TYPES, validateProjectName, type Project, type ProjectType } from '@biocloud/contracts';
import { isApiError } from '../../../shared/api-client';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { DescriptionFormItem } from '../../../shared/ui/description-form-item';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateProject, useEditProject } from '../api/save-project';
import { refusalText } from '../lib/refusal-text';

const FORM = 'project-form';

interface FormValues {
  name: string;
  description: string;
  ownerUsername?: string;
  type?: ProjectType;
  memberUsernames?: string[];
}

interface ProjectFormDialogProps {
  /** create: the caller's own project; staffCreate: a project staff set up for a customer; edit: rename. */
  mode: { kind: 'create' } | { kind: 'staffCreate' } | { kind: 'edit'; project: Project };
  onClose: () => void;
  onCreated?: (projectBaseId: string, name: string) => void;
}

/**
 * Create and edit (spec 000 §5): the name is required (checked as it changes), the description limited; a name the
 * caller already uses is refused by the server with PROJECT_NAME_DUPLICATE, shown under the name.
 */
export function ProjectFormDialog({ mode, onClose, onCreated }: ProjectFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateProject();
  const edit = useEditProject();
  const editing = mode.kind === 'edit' ? mode.project : null;
  const staff = mode.kind === 'staffCreate';

  // An unknown customer or member belongs under the owner field; every other refusal is about the name.
  const showError = (error: unknown) => {
    const field =
      staff && isApiError(error) && error.code === ERROR_CODE.PROJECT_USER_UNKNOWN ? 'ownerUsername' : 'name';
    form.setFields([{ name: field, errors: [refusalText(t, error)] }]);
  };

  const onFinish = (values: FormValues) => {
    const name = values.name.trim();
    const description = values.description?.trim() ?? '';
    if (editing) {
      return edit.mutate(
        { projectBaseId: editing.projectBaseId, newName: name, description },
        {
          onSuccess: () => {
            void message.success(t('project.form.edited'));
            onClose();
          },
          onError: showError,
        },
      );
    }
    const request = staff
      ? {
          name,
          description,
          ownerUsername: values.ownerUsername?.trim() ?? '',
          type: values.type ?? 'other',
          memberUsernames: values.memberUsernames ?? [],
        }
      : { name, description };
    create.mutate(request, {
      onSuccess: (answer) => {
        void message.success(t('project.form.created'));
        onClose();
        onCreated?.(answer.projectBaseId, name);
      },
      onError: showError,
    });
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  return (
    <FormDialog<FormValues>
      name={FORM}
      form={form}
      title={t(
        editing ? 'project.form.editTitle' : staff ? 'project.form.staffCreateTitle' : 'project.form.createTitle',
      )}
      okText={t(editing ? 'project.form.save' : 'project.form.create')}
      pending={create.isPending || edit.isPending}
      initialValues={{
        name: editing?.projectName ?? '',
        description: editing?.description ?? '',
        type: 'resequencing',
      }}
      onFinish={onFinish}
      onClose={onClose}
    >
      {staff && (
        <Form.Item
          name="ownerUsername"
          label={t('project.form.owner')}
          extra={t('project.form.ownerHint')}
          rules={[required('project.form.ownerRequired')]}
        >
          <Input autoComplete="off" data-testid="project-owner" />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t(editing ? 'project.form.newName' : 'project.form.name')}
        validateTrigger="onChange"
        rules={[contractsRule(t, validateProjectName)]}
      >
        <Input autoFocus autoComplete="off" data-testid="project-name" />
      </Form.Item>
      <DescriptionFormItem label={t('project.form.description')} rows={3} showCount data-testid="project-description" />
      {staff && (
        <>
          <Form.Item name="type" label={t('project.form.type')}>
            <Select options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`project.type.${type}`) }))} />
          </Form.Item>
          <Form.Item name="memberUsernames" label={t('project.form.members')}>
            <Select mode="tags" open={false} tokenSeparators={[',', ' ']} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
