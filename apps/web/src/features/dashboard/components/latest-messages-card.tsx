import { Badge } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useLatestMessages } from '../api/list-latest-messages';
import { messagePath } from '../lib/figure-links';
import { RecentCard } from './recent-card';

/** The caller's newest messages, each opening its detail; unread ones marked. */
export function LatestMessagesCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const messages = useLatestMessages(locale);
  const listTo = pathTo(locale, 'message-list');
  return (
    <RecentCard
      testId="latest-messages"
      title={t('dashboard.latestMessages.title')}
      listTo={listTo}
      isPending={messages.isPending}
      isError={messages.isError}
      items={messages.data?.list.map((message) => ({
        key: message.id,
        name: message.title,
        to: messagePath(locale, message.id),
        status: message.readFlag ? null : <Badge status="processing" />,
        time: formatDateTime(message.createTime),
      }))}
      emptyText={t('dashboard.latestMessages.empty')}
      startTo={listTo}
      startText={t('dashboard.recent.viewAll')}
    />
  );
}
