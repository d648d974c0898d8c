import { FireOutlined } from '@ant-design/icons';
import { Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useHotSoftware } from '../api/list-hot-software';
import { useLocale } from '../../../shared/i18n/use-locale';
import { toolDetailPath } from '../../../shared/tool-route';

/** The hot list (spec 000 §2): the tools most people use, one click away. Unavailable ones are left out. */
export function HotTools() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hot = useHotSoftware(locale);
  const tools = (hot.data?.softwareList ?? []).filter((tool) => tool.available);
  if (hot.isPending) return <Skeleton.Input active size="small" className="hot-tools-skeleton" />;
  if (tools.length === 0) return null;
  return (
    <nav className="hot-tools" data-testid="hot-tools" aria-label={t('software.hot.title')}>
      <Typography.Text type="secondary" className="hot-tools-title">
        <FireOutlined /> {t('software.hot.title')}
      </Typography.Text>
      {tools.map((tool) => (
        <Link key={tool.softwareId} to={toolDetailPath(locale, tool)}>
          <Tag color="volcano" className="hot-tool">
            {tool.softName}
          </Tag>
        </Link>
      ))}
    </nav>
  );
}
