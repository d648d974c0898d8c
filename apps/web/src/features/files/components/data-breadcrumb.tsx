import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { FileListResponse } from '@biocloud/contracts';
import type { DataScope } from '../lib/scope';

type Tag = FileListResponse['data']['tagList'][number];

interface DataBreadcrumbProps {
  /** Names the root entry: a scope of my data, or a project's data. */
  scope: DataScope | 'project';
  tags: readonly Tag[];
  hrefOf: (fileUuid: string) => string;
}

/** The folder trail from data.tagList; the root entry has no name and shows the scope's own label. */
export function DataBreadcrumb({ scope, tags, hrefOf }: DataBreadcrumbProps) {
  const { t } = useTranslation();
  const items = tags.map((tag, index) => {
    const label =
      index === 0 ? (
        <span className="crumb-root">
          <HomeOutlined />
          <span>{t(`files.roots.${scope}`)}</span>
        </span>
      ) : (
        tag.name
      );
    const last = index === tags.length - 1;
    return { key: tag.fileUuid, title: last ? label : <Link to={hrefOf(tag.fileUuid)}>{label}</Link> };
  });
  return <Breadcrumb className="data-breadcrumb" items={items} data-testid="data-breadcrumb" />;
}
