import { BellOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useUnreadCount } from '../../shared/api/get-unread-count';
import { useLocale } from '../../shared/i18n/use-locale';
import { LinkButton } from '../../shared/ui/link-button';
import { pathTo } from '../../shared/config/paths';

/** The header's message bell: how many messages are unread, live, leading to the message list. */
export function MessageBadge() {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = useUnreadCount().data?.unreadCount ?? 0;
  const label = t('layout.header.messages', { count });
  return (
    <Tooltip title={label}>
      <span>
        <Badge count={count} size="small" offset={[-6, 6]} data-testid="message-badge">
          <LinkButton type="text" icon={<BellOutlined />} to={pathTo(locale, 'message-list')} aria-label={label} />
        </Badge>
      </span>
    </Tooltip>
  );
}
