import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  List,
  Modal,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ADMIN_CANCEL_REASON_MAX, type AdminJob } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { useAdminJobs, useAdminSystem, useCancelJob } from '../console/admin-api';
import { PagedTable } from '../console/paged-table';
import { useUrlFilters } from '../console/url-filters';

function CancelModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelJob();
  const onFinish = ({ reason }: { reason: string }) =>
    cancel.mutate(
      { id: job.id, reason },
      {
        onSuccess: () => {
          void message.success(t('admin.jobs.cancelled'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'reason', errors: [errorText(t, error)] }]),
      },
    );
  return (
    <Modal
      open
      title={t('admin.jobs.cancelTitle', { name: job.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ danger: true }}
      confirmLoading={cancel.isPending}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} name="admin-cancel-job">
        <Form.Item
          name="reason"
          label={t('admin.jobs.reason')}
          extra={t('admin.jobs.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('admin.jobs.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={ADMIN_CANCEL_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The system panel: the executor, jobs by state, storage and the mail outbox. */
function SystemPanel() {
  const { t } = useTranslation();
  const system = useAdminSystem().data;
  if (!system) return null;
  return (
    <Card size="small" title={t('admin.system.title')} style={{ marginBottom: 16 }} data-testid="admin-system">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('admin.system.executor')}>{system.executor}</Descriptions.Item>
        <Descriptions.Item label={t('admin.system.storage')}>
          {t('admin.system.storageValue', { size: formatBytes(system.storage.usedBytes), count: system.storage.blobs })}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.system.mail')}>
          {system.mail.configured
            ? t('admin.system.mailValue', { pending: system.mail.pending, failed: system.mail.failed })
            : t('admin.system.mailOff')}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.system.jobs')}>
          {system.jobs.length === 0
            ? t('admin.system.noJobs')
            : system.jobs.map((j) => (
                <Tag key={`${j.executor}-${j.status}`}>
                  {t('admin.system.jobTag', {
                    executor: j.executor ?? t('admin.system.notPlaced'),
                    status: t(`admin.jobs.status.${j.status}`),
                    count: j.count,
                  })}
                </Tag>
              ))}
        </Descriptions.Item>
      </Descriptions>
      {system.mail.recentFailures.length > 0 && (
        <List
          size="small"
          header={t('admin.system.failures')}
          dataSource={system.mail.recentFailures}
          renderItem={(f) => (
            <List.Item>
              <Typography.Text>{t('admin.system.failure', { at: formatDateTime(f.at), kind: f.kind })}</Typography.Text>
              <Typography.Text type="danger" ellipsis>
                {f.error}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** admin/jobs: every user's waiting, running and paused task jobs; staff cancel one with a reason. */
export function JobsPage() {
  const { t } = useTranslation();
  const { page, setPage } = useUrlFilters([]);
  const list = useAdminJobs({ page });
  const [cancelling, setCancelling] = useState<AdminJob | null>(null);

  const columns: TableColumnsType<AdminJob> = [
    { title: t('admin.jobs.name'), dataIndex: 'name' },
    { title: t('admin.jobs.tool'), dataIndex: 'toolId' },
    { title: t('admin.jobs.user'), dataIndex: 'username' },
    {
      title: t('admin.jobs.state'),
      dataIndex: 'status',
      render: (status: string) => <Tag>{t(`admin.jobs.status.${status}`)}</Tag>,
    },
    { title: t('admin.jobs.executor'), dataIndex: 'executor', render: (e: string | null) => e ?? '-' },
    { title: t('admin.jobs.created'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
    {
      title: t('admin.jobs.actions'),
      key: 'actions',
      render: (_, job) => (
        <Button danger size="small" onClick={() => setCancelling(job)} data-testid="admin-job-cancel">
          {t('admin.jobs.cancel')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={4}>{t('admin.nav.jobs')}</Typography.Title>
      <SystemPanel />
      <PagedTable<AdminJob>
        rowKey="id"
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPage={setPage}
        locale={{ emptyText: t('admin.jobs.none') }}
      />
      {cancelling && <CancelModal job={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
