import { App, Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProjectDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useAddMembers } from '../api/add-members';

const FORM = 'project-members';

/** Staff: the project's members, and adding users by username or e-mail (each is told by a message). */
export function MembersDialog({ project, onClose }: { project: ProjectDetailResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ usernames: string[] }>();
  const mutation = useAddMembers();

  const onFinish = ({ usernames }: { usernames: string[] }) =>
    mutation.mutate(
      { projectBaseId: project.projectBaseId, usernames: usernames.map((u) => u.trim()).filter(Boolean) },
      {
        onSuccess: () => {
          void message.success(t('project.members.added'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'usernames', errors: [errorText(t, error)] }]),
      },
    );

  return (
    <Modal
      open
      title={t('project.members.title')}
      okText={t('project.members.add')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: mutation.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {project.members.length > 0
          ? t('project.members.current', { names: project.members.map((m) => m.realName ?? m.username).join(', ') })
          : t('project.members.none')}
      </Typography.Paragraph>
      <Form name={FORM} form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="usernames"
          label={t('project.members.usernames')}
          rules={[{ required: true, message: t('project.members.usernamesRequired') }]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} data-testid="member-usernames" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
