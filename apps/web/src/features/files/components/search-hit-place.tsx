import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DataFile } from '@biocloud/contracts';
import { hitFolderPath } from '../../../shared/lib/hit-folder-path';

/** Under a search hit's name: the folder it was found in (a search takes in sub-folders), a link that opens it. */
export function SearchHitPlace({ file, href }: { file: DataFile; href: string }) {
  const { t } = useTranslation();
  return (
    <Link to={href} className="search-hit-place" title={t('files.search.openFolder')}>
      {t('files.search.inFolder', { path: hitFolderPath(file) })}
    </Link>
  );
}
