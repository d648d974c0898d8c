import { Descriptions, Divider, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { SampleDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';

/** The project staff linked the sample to, with the way to its delivered data and its jobs. */
export function SampleProjectCard({ project }: { project: SampleDetailResponse['project'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!project) return <Typography.Text type="secondary">{t('samples.detail.noProject')}</Typography.Text>;
  const params = { id: project.projectBaseId, name: project.projectName };
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid="sample-project"
      items={[
        {
          key: 'project',
          label: t('samples.detail.projectName'),
          children: (
            <Link to={pathTo(locale, 'project-detail-progress-service', params)}>
              {t('samples.detail.projectLabel', { name: project.projectName, code: project.projectCode })}
            </Link>
          ),
        },
        {
          key: 'data',
          label: t('samples.detail.projectData'),
          children: (
            <Link
              to={pathTo(locale, 'project-detail-data-files', {
                ...params,
                rootFileUuid: project.rootFileUuid,
                folderUuid: project.rootFileUuid,
              })}
            >
              {t('samples.detail.openData')}
            </Link>
          ),
        },
        {
          key: 'jobs',
          label: t('samples.detail.projectJobs'),
          children: (
            <Space separator={<Divider orientation="vertical" />} wrap>
              <Link to={pathTo(locale, 'project-detail-job-c-list', params)}>
                {t('samples.detail.computeJobs', { count: project.computeJobCount })}
              </Link>
              <Link to={pathTo(locale, 'project-detail-job-t-list', params)}>
                {t('samples.detail.taskJobs', { count: project.taskJobCount })}
              </Link>
            </Space>
          ),
        },
      ]}
    />
  );
}
