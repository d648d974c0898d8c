import { Link } from 'react-router';
import { EMPTY_CELL_TEXT, type ComputeJob } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';

/** The job's project (its results went into the project's data), or -- for a job of the private space. */
export function ProjectLink({ job }: { job: Pick<ComputeJob, 'projectBaseId' | 'projectBaseName'> }) {
  const locale = useLocale();
  if (!job.projectBaseId) return <>{EMPTY_CELL_TEXT}</>;
  const name = job.projectBaseName ?? job.projectBaseId;
  return (
    <Link to={pathTo(locale, 'project-detail', { id: job.projectBaseId, name })} data-testid="project-link">
      {name}
    </Link>
  );
}
