import { App, Button, Descriptions, Drawer, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AdminUserDetail } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { useAdminUser, useResetPassword, useUserAction, type UserAction } from '../console/admin-api';
import { showResetLink } from './reset-link';

type Related = AdminUserDetail['projects'];

function RelatedList({ title, rows }: { title: string; rows: Related }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: t('admin.users.none') }}
        renderItem={(row) => (
          <List.Item>
            <Typography.Text ellipsis>{row.name}</Typography.Text>
            <Space size={4}>
              <Tag>{row.status}</Tag>
              <Typography.Text type="secondary">{formatDateTime(row.createdAt)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}

/** A user's detail: who they are, their projects, samples, jobs and storage, and the staff's actions. */
export function UserDrawer({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const detail = useAdminUser(userId);
  const action = useUserAction();
  const reset = useResetPassword();
  const user = detail.data?.user;

  const run = (name: UserAction) =>
    action.mutate(
      { id: userId, action: name },
      {
        onSuccess: () => void message.success(t(`admin.users.done.${name}`)),
        onError: (error) => void message.error(errorText(t, error)),
      },
    );
  const resetPassword = () =>
    reset.mutate(userId, {
      onSuccess: (answer) => showResetLink(modal, t, answer, t('admin.users.resetDone')),
      onError: (error) => void message.error(errorText(t, error)),
    });

  return (
    <Drawer open onClose={onClose} size="large" title={user?.username ?? ' '} data-testid="admin-user-drawer">
      {detail.isError && <Typography.Text type="danger">{errorText(t, detail.error)}</Typography.Text>}
      {!detail.data || !user ? (
        !detail.isError && <Skeleton active />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {user.locked ? (
              <Button onClick={() => run('unlock')} loading={action.isPending} data-testid="admin-user-unlock">
                {t('admin.users.unlock')}
              </Button>
            ) : (
              <Popconfirm title={t('admin.users.lockConfirm')} onConfirm={() => run('lock')}>
                <Button danger loading={action.isPending} data-testid="admin-user-lock">
                  {t('admin.users.lock')}
                </Button>
              </Popconfirm>
            )}
            <Button
              onClick={() => run('end-sessions')}
              loading={action.isPending}
              data-testid="admin-user-end-sessions"
            >
              {t('admin.users.endSessions')}
            </Button>
            <Button onClick={resetPassword} loading={reset.isPending} data-testid="admin-user-reset">
              {t('admin.users.resetPassword')}
            </Button>
          </Space>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('admin.users.state')}>
              <span data-testid="admin-user-state">
                {user.locked ? (
                  <Tag color="red">{t('admin.users.locked')}</Tag>
                ) : (
                  <Tag color="green">{t('admin.users.active')}</Tag>
                )}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.users.realName')}>{user.realName}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.email')}>{user.email}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.phone')}>{user.phone}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.company')}>{user.company}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.role')}>{t(`admin.roles.${user.role}`)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.createdAt')}>{formatDateTime(user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.storage')}>
              {t('admin.users.storageValue', {
                used: formatBytes(detail.data.storage.usedBytes),
                quota: formatBytes(detail.data.storage.quotaBytes),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.users.sessions')}>{detail.data.sessions}</Descriptions.Item>
          </Descriptions>
          <RelatedList title={t('admin.users.projects')} rows={detail.data.projects} />
          <RelatedList title={t('admin.users.samples')} rows={detail.data.samples} />
          <RelatedList title={t('admin.users.jobs')} rows={detail.data.jobs} />
        </>
      )}
    </Drawer>
  );
}
