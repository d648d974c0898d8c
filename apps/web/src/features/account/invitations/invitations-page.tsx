import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  INVITATION_LIMITS,
  INVITATION_STATES,
  mayInvite,
  type Invitation,
  type InvitationCreate,
  type InvitationState,
} from '@biocloud/contracts';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { errorText } from '../../../shared/api/error-text';
import { useIsStaff } from '../../../shared/api/use-is-staff';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import {
  createStaffInvitation,
  mailStaffInvitation,
  revokeStaffInvitation,
  staffInvitationsQuery,
} from '../api/invitations';
import { invitationLink } from '../lib/invitation-link';
import '../account.css';

const STATE_COLORS: Record<InvitationState, string> = {
  open: 'blue',
  used: 'green',
  expired: 'default',
  revoked: 'red',
};
type Filter = InvitationState | 'all';

/**
 * invitation/manage (issue 27 item 1): staff make invitation links (optionally bound to an address, 1, 7 or 30 days),
 * copy them (the way when no e-mail can be sent) or have them e-mailed (SMTP), see every invitation with its state
 * and withdraw open ones. Customers get a refusal without asking the server.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = useIsStaff();
  const providers = useAccountProviders();
  if (user.isPending || providers.isPending) return <Skeleton active />;
  if (!isStaff) return <Result status="403" title={t('errors.STAFF_ONLY')} />;
  const signup = providers.data?.signup;
  const mailEnabled = providers.data?.email === true;
  return (
    <Card className="page-card invitations-page" variant="borderless" data-testid="invitations-page">
      <Typography.Title level={4}>{t('user.invitations.title')}</Typography.Title>
      {signup && !mayInvite(signup) ? (
        <Alert type="warning" showIcon title={t('user.invitations.closed')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t(mailEnabled ? 'user.invitations.introMail' : 'user.invitations.intro')}
          </Typography.Paragraph>
          <CreateInvitation mailEnabled={mailEnabled} />
        </>
      )}
      <InvitationTable mailEnabled={mailEnabled} />
    </Card>
  );
}

function CopyableLink({ token, testId }: { token: string; testId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link = invitationLink(locale, token);
  return (
    <Typography.Text
      className="invitation-link"
      code
      ellipsis
      copyable={{ text: link, tooltips: [t('user.invitations.copy'), t('user.invitations.copied')] }}
      data-testid={testId}
      data-link={link}
    >
      {link}
    </Typography.Text>
  );
}

function CreateInvitation({ mailEnabled }: { mailEnabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InvitationCreate>();
  const [created, setCreated] = useState<Invitation | null>(null);
  const create = useMutation({
    mutationFn: (values: InvitationCreate) =>
      createStaffInvitation({ ...values, email: values.email?.trim() || undefined, mail: values.mail && mailEnabled }),
    onSuccess: (invitation) => {
      setCreated(invitation);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
    },
  });
  return (
    <>
      <Form<InvitationCreate>
        form={form}
        layout="inline"
        className="invitation-form"
        initialValues={{ ttlDays: 7, mail: false }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('user.invitations.email')}
          rules={[{ type: 'email', message: t('errors.EMAIL_INVALID') }]}
        >
          <Input
            inputMode="email"
            placeholder={t('user.invitations.emailPlaceholder')}
            data-testid="invitation-email"
          />
        </Form.Item>
        <Form.Item name="ttlDays" label={t('user.invitations.ttl')}>
          <Select
            className="invitation-ttl"
            options={INVITATION_LIMITS.ttlDays.map((days) => ({
              value: days,
              label: t('user.invitations.days', { count: days }),
            }))}
          />
        </Form.Item>
        {mailEnabled && (
          <Form.Item name="mail" valuePropName="checked">
            <Checkbox>{t('user.invitations.mail')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="invitation-create">
            {t('user.invitations.create')}
          </Button>
        </Form.Item>
      </Form>
      {create.isError && <Alert className="invitation-note" type="error" showIcon title={errorText(t, create.error)} />}
      {created && !create.isError && (
        <Alert
          className="invitation-note"
          type="success"
          showIcon
          title={t('user.invitations.created')}
          description={<CopyableLink token={created.token} testId="invitation-created-link" />}
        />
      )}
    </>
  );
}

function InvitationTable({ mailEnabled }: { mailEnabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useQuery(staffInvitationsQuery(page - 1, filter === 'all' ? undefined : filter));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['invitations'] });
  const revoke = useMutation({
    mutationFn: revokeStaffInvitation,
    onSuccess: refresh,
    onError: (err) => void message.error(errorText(t, err)),
  });
  const mail = useMutation({
    mutationFn: mailStaffInvitation,
    onSuccess: (row) => {
      void message.success(t('user.invitations.mailed', { email: row.email }));
      refresh();
    },
    onError: (err) => void message.error(errorText(t, err)),
  });

  const columns: TableColumnsType<Invitation> = [
    {
      key: 'state',
      title: t('user.invitations.columns.state'),
      width: 100,
      render: (_, row) => (
        <Tag color={STATE_COLORS[row.state]} data-testid="invitation-state">
          {t(`user.invitations.states.${row.state}`)}
        </Tag>
      ),
    },
    {
      key: 'link',
      title: t('user.invitations.columns.link'),
      minWidth: 220,
      render: (_, row) => (row.state === 'open' ? <CopyableLink token={row.token} /> : '—'),
    },
    {
      key: 'email',
      title: t('user.invitations.columns.email'),
      width: 200,
      render: (_, row) =>
        row.email ?? <Typography.Text type="secondary">{t('user.invitations.anyone')}</Typography.Text>,
    },
    {
      key: 'createdBy',
      title: t('user.invitations.columns.createdBy'),
      width: 140,
      responsive: ['md'],
      dataIndex: 'createdBy',
    },
    {
      key: 'expires',
      title: t('user.invitations.columns.expires'),
      width: 170,
      responsive: ['md'],
      render: (_, row) => formatDateTime(row.expiresAt),
    },
    { key: 'usedBy', title: t('user.invitations.columns.usedBy'), width: 180, responsive: ['lg'], dataIndex: 'usedBy' },
    {
      key: 'actions',
      title: t('user.invitations.columns.actions'),
      width: 170,
      render: (_, row) =>
        row.state === 'open' && (
          <span className="invitation-actions">
            {mailEnabled && row.email && (
              <Button
                size="small"
                loading={mail.isPending && mail.variables === row.id}
                onClick={() => mail.mutate(row.id)}
              >
                {t('user.invitations.sendMail')}
              </Button>
            )}
            <Popconfirm title={t('user.invitations.revokeConfirm')} onConfirm={() => revoke.mutate(row.id)}>
              <Button size="small" danger data-testid="invitation-revoke">
                {t('user.invitations.revoke')}
              </Button>
            </Popconfirm>
          </span>
        ),
    },
  ];

  return (
    <div className="invitation-list">
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={(['all', ...INVITATION_STATES] as const).map((value) => ({
          value,
          label: value === 'all' ? t('user.invitations.filterAll') : t(`user.invitations.states.${value}`),
        }))}
      />
      {list.isError && !list.data ? (
        <LoadFailed
          title={errorText(t, list.error)}
          error={list.error}
          retryText={t('help.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<Invitation>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isPending}
          locale={{ emptyText: t('user.invitations.empty') }}
          scroll={{ x: tableMinWidth(columns) }}
          onChange={(pagination, _f, _s, extra) => {
            if (extra.action === 'paginate') setPage(pagination.current ?? 1);
          }}
          pagination={{
            current: page,
            pageSize: INVITATION_LIMITS.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
          }}
        />
      )}
    </div>
  );
}
