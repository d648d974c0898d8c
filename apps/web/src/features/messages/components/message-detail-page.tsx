import { App, Badge, Button, Card, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useDeleteMessages } from '../api/delete-messages';
import { useMessage } from '../api/get-message';
import { messageLinkPath } from '../lib/message-route';
import { messageKindName } from './message-kind-name';
import '../messages.css';

/** Kinds whose `content` param is a text written for the reader (an announcement, staff's answer to a suggestion). */
const CONTENT_KINDS: ReadonlySet<string> = new Set(['announcement', 'suggestionAnswered']);

/** Spec 001 §2 message/detail (the message's id in the query): its text, the page it is about, delete. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useMessage(locale, id);
  const remove = useDeleteMessages();
  const listPath = pathTo(locale, 'message-list');
  const back = <LinkButton to={listPath}>{t('message.detail.back')}</LinkButton>;

  if (!id) return <Result status="info" title={t('message.detail.noId')} extra={back} />;
  if (query.isPending) {
    return (
      <Card className="page-card" variant="borderless">
        <Skeleton active />
      </Card>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <Result status="404" title={t('message.detail.notFound')} extra={back} />;
    }
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('message.list.loadFailed')}
          error={query.error}
          retryText={t('message.list.retry')}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }

  const message = query.data;
  const content = CONTENT_KINDS.has(message.kind) ? message.params.content : undefined;
  const onDelete = () =>
    remove.mutate(
      { ids: [message.id] },
      {
        onSuccess: () => void navigate(listPath),
        onError: (error) => void toast.error(errorText(t, error)),
      },
    );

  return (
    <Card className="page-card message-page" variant="borderless" data-testid="message-detail">
      <Typography.Title level={4}>{message.title}</Typography.Title>
      <div className="message-detail-meta">
        <Typography.Text type="secondary">{messageKindName(t, message.kind)}</Typography.Text>
        <Typography.Text type="secondary">
          {t('message.detail.received', { time: formatDateTime(message.createTime) })}
        </Typography.Text>
        <Badge status="default" text={t('message.detail.read')} />
      </div>
      {content !== undefined && (
        <Typography.Paragraph className="message-detail-content">{content}</Typography.Paragraph>
      )}
      <div className="message-detail-actions">
        {message.link && (
          <LinkButton type="primary" to={messageLinkPath(locale, message.link)} data-testid="message-go-to">
            {t('message.detail.goTo', { target: t(`message.target.${message.link.target}`) })}
          </LinkButton>
        )}
        {back}
        <Popconfirm title={t('message.detail.deleteConfirm')} onConfirm={onDelete}>
          <Button danger loading={remove.isPending}>
            {t('message.detail.delete')}
          </Button>
        </Popconfirm>
      </div>
    </Card>
  );
}
