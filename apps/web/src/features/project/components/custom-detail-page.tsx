import { useState } from 'react';
import { PaperClipOutlined, ToolOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Form, Input, Result, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import {
  ATTACHMENTS_MAX_COUNT,
  customRequestStatusSchema,
  validateAttachment,
  validateRequiredInput,
  type CustomDetailResponse,
  type CustomRequestStatus,
} from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { LinkButton } from '../../../shared/ui/link-button';
import { attachmentHref, useCustomDetail, useReplyCustom } from '../api/custom-requests';
import { parseCustomDetailRef, type CustomDetailRef } from '../../../shared/custom-links';
import { refusalText } from '../lib/refusal-text';
import { CustomStatusTag } from './custom-status-tag';
import { FilePicker } from '../../../shared/ui/file-picker';
import '../project.css';

type Attachment = CustomDetailResponse['attachments'][number];

function Attachments({ refs, files }: { refs: CustomDetailRef; files: readonly Attachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Space wrap className="custom-attachments">
      {files.map((file) => (
        <a
          key={file.fileUuid}
          href={attachmentHref(refs.projectBaseId, refs.customId, file.fileUuid)}
          download={file.fileName}
          data-testid="custom-attachment"
        >
          <PaperClipOutlined /> {t('project.custom.attachment', { name: file.fileName, size: formatBytes(file.size) })}
        </a>
      ))}
    </Space>
  );
}

/** The tool a customized version is asked for: its request page, which shows the tool and its technical page. */
function ToolLink({ softwareId }: { softwareId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="custom-tool">
      <LinkButton
        type="link"
        icon={<ToolOutlined />}
        to={pathTo(locale, 'software-tools-detail-custom', { id: softwareId })}
        data-testid="custom-tool-link"
      >
        {t('software.custom.aboutTool')}
      </LinkButton>
    </div>
  );
}

const FORM = 'custom-reply';

/** The reply box: text, attachments, and for staff the request's new status. */
function ReplyForm({
  refs,
  status,
  isStaff,
}: {
  refs: CustomDetailRef;
  status: CustomRequestStatus;
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string; status: CustomRequestStatus }>();
  const [attachments, setAttachments] = useState<File[]>([]);
  const mutation = useReplyCustom();

  const onFinish = (values: { content: string; status?: CustomRequestStatus }) =>
    mutation.mutate(
      { ...refs, content: values.content.trim(), status: isStaff ? values.status : undefined, attachments },
      {
        onSuccess: () => {
          void message.success(t('project.custom.replied'));
          form.resetFields(['content']);
          setAttachments([]);
        },
        onError: (error) => form.setFields([{ name: 'content', errors: [refusalText(t, error)] }]),
      },
    );

  return (
    <Form name={FORM} form={form} layout="vertical" initialValues={{ status }} onFinish={onFinish}>
      <Form.Item
        name="content"
        label={t('project.custom.replyLabel')}
        rules={[contractsRule(t, validateRequiredInput, 'errors.CUSTOM_REPLY_EMPTY')]}
      >
        <Input.TextArea rows={4} maxLength={5000} showCount data-testid="custom-reply" />
      </Form.Item>
      {isStaff && (
        <Form.Item name="status" label={t('project.custom.statusLabel')}>
          <Select
            className="custom-status-select"
            options={customRequestStatusSchema.options.map((s) => ({
              value: s,
              label: t(`project.custom.status.${s}`),
            }))}
            data-testid="custom-reply-status"
          />
        </Form.Item>
      )}
      <Form.Item>
        <FilePicker
          refusedKey="project.files.refused"
          files={attachments}
          onChange={setAttachments}
          maxCount={ATTACHMENTS_MAX_COUNT}
          validate={validateAttachment}
          buttonText={t('project.custom.pick')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="custom-reply-send">
        {t('project.custom.send')}
      </Button>
    </Form>
  );
}

/** One custom request (project/custom-detail): what was asked, its attachments, the replies and the reply box. */
export function CustomDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const refs = parseCustomDetailRef(params);
  const query = useCustomDetail(refs?.projectBaseId ?? '', refs?.customId ?? '');
  const isStaff = useCurrentUser().data?.role === 'staff';
  const back = refs
    ? pathTo(locale, 'project-detail-progress-custom', { id: refs.projectBaseId, name: refs.projectName || '-' })
    : pathTo(locale, 'project-list');
  const backButton = <LinkButton to={back}>{t('project.custom.back')}</LinkButton>;

  if (!refs || (query.isError && !query.data)) {
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status="warning"
          title={t('project.custom.notFound')}
          subTitle={refs ? errorText(t, query.error) : t('project.custom.noRef')}
          extra={backButton}
        />
      </Card>
    );
  }
  const request = query.data;
  if (!request) return <Skeleton active className="page-card" paragraph={{ rows: 8 }} />;

  return (
    <Card className="page-card custom-detail" variant="borderless" data-testid="custom-detail">
      <div className="project-title-row">
        {backButton}
        <Typography.Title level={4} className="project-title">
          {request.title}
        </Typography.Title>
        <CustomStatusTag status={request.status} />
      </div>
      <Typography.Text type="secondary">
        {t('project.custom.byLine', { name: request.authorName, time: formatDateTime(request.createTime) })}
      </Typography.Text>
      {request.toolId && <ToolLink softwareId={request.toolId} />}
      <Typography.Paragraph className="custom-description">{request.description}</Typography.Paragraph>
      <Attachments refs={refs} files={request.attachments} />

      <Typography.Title level={5} className="project-subtitle">
        {t('project.custom.thread', { count: request.replies.length })}
      </Typography.Title>
      <div className="custom-replies">
        {request.replies.length === 0 && (
          <Empty description={t('project.custom.noReplies')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
        {request.replies.map((reply) => (
          <div
            key={reply.replyId}
            className={reply.fromStaff ? 'custom-reply-item from-staff' : 'custom-reply-item'}
            data-testid="custom-reply-item"
          >
            <Space className="custom-reply-head">
              <Typography.Text strong>{reply.authorName}</Typography.Text>
              {reply.fromStaff && <Tag color="blue">{t('project.custom.staffTag')}</Tag>}
              <Typography.Text type="secondary">{formatDateTime(reply.createTime)}</Typography.Text>
            </Space>
            <Typography.Paragraph className="custom-reply-text">{reply.content}</Typography.Paragraph>
            <Attachments refs={refs} files={reply.attachments} />
          </div>
        ))}
      </div>
      <ReplyForm refs={refs} status={request.status} isStaff={isStaff} />
    </Card>
  );
}
