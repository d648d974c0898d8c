import type { ReactNode } from 'react';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LinkButton } from '../../../shared/ui/link-button';

export interface RecentItem {
  key: string;
  name: string;
  to: string;
  /** Status badge or tag. */
  status: ReactNode;
  time: string;
}

interface RecentCardProps {
  title: string;
  /** The whole list's page, linked from the card's head. */
  listTo: string;
  items: readonly RecentItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  /** Where to start when the list is empty. */
  startTo: string;
  startText: string;
  testId: string;
}

/** One of the dashboard's "recent" cards: the newest few of a list, each a link, and the way to the whole list. */
export function RecentCard(props: RecentCardProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (props.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (props.isError) body = <Typography.Text type="danger">{t('dashboard.recent.loadFailed')}</Typography.Text>;
  else if (!props.items?.length) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText}>
        <LinkButton to={props.startTo} type="primary" size="small">
          {props.startText}
        </LinkButton>
      </Empty>
    );
  } else {
    body = (
      <ul className="recent-list">
        {props.items.map((item) => (
          <li key={item.key} className="recent-item" data-testid="recent-item">
            <Link to={item.to} className="recent-name" title={item.name}>
              {item.name}
            </Link>
            <span className="recent-status">{item.status}</span>
            <Typography.Text type="secondary" className="recent-time">
              {item.time}
            </Typography.Text>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card
      size="small"
      className="recent-card"
      title={props.title}
      extra={<Link to={props.listTo}>{t('dashboard.recent.viewAll')}</Link>}
      data-testid={props.testId}
    >
      {body}
    </Card>
  );
}
