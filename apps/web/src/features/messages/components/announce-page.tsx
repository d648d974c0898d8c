import { App, Button, Card, Form, Input, List, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, type AnnouncementRequest } from '@biocloud/contracts';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useAnnouncements, useCreateAnnouncement } from '../api/announcements';
import '../messages.css';

/**
 * Staff write an announcement to every user or to one (issue 18 item 1): a plain page until a staff console comes.
 * The server refuses customers too; this only spares them a form they cannot send.
 */
export function AnnouncePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementRequest>();
  const user = useCurrentUser();
  const isStaff = user.data !== undefined && user.data.role !== 'customer';
  const recent = useAnnouncements(isStaff);
  const create = useCreateAnnouncement();

  if (user.isPending) return <Skeleton active />;
  if (!isStaff) return <Result status="403" title={t('message.announce.staffOnly')} />;

  const onFinish = (values: AnnouncementRequest) =>
    create.mutate(
      { ...values, username: values.username?.trim() || undefined },
      {
        onSuccess: ({ recipients }) => {
          form.resetFields();
          void message.success(t('message.announce.sent', { count: recipients }));
        },
        onError: (error) => void message.error(errorText(t, error)),
      },
    );

  return (
    <Card className="page-card message-page" variant="borderless">
      <Form<AnnouncementRequest> form={form} layout="vertical" onFinish={onFinish} data-testid="announce-form">
        <Form.Item
          name="title"
          label={t('message.announce.title')}
          rules={[{ required: true, whitespace: true, message: t('message.announce.titleRequired') }]}
        >
          <Input maxLength={ANNOUNCEMENT_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('message.announce.content')}
          rules={[{ required: true, whitespace: true, message: t('message.announce.contentRequired') }]}
        >
          <Input.TextArea maxLength={ANNOUNCEMENT_CONTENT_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="username" label={t('message.announce.username')} extra={t('message.announce.usernameHint')}>
          <Input maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('message.announce.submit')}
        </Button>
      </Form>
      <Typography.Title level={5}>{t('message.announce.recent')}</Typography.Title>
      <List
        loading={recent.isPending}
        dataSource={recent.data?.list ?? []}
        locale={{ emptyText: t('message.announce.none') }}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              title={item.title}
              description={t('message.announce.sentTo', {
                time: formatDateTime(item.createTime),
                to: item.username ?? t('message.announce.toEveryone'),
              })}
            />
            <Typography.Paragraph className="message-detail-content">{item.content}</Typography.Paragraph>
          </List.Item>
        )}
      />
    </Card>
  );
}
