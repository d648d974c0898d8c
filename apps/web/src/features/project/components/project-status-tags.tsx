import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProjectStatus, ProjectType } from '@biocloud/contracts';

const STATUS_COLORS: Record<ProjectStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  completed: 'success',
};

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="project-status">
      {t(`project.status.${status}`)}
    </Tag>
  );
}

export function ProjectTypeTag({ type }: { type: ProjectType }) {
  const { t } = useTranslation();
  return <Tag>{t(`project.type.${type}`)}</Tag>;
}
