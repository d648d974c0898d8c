import { Typography } from 'antd';
import { Link } from 'react-router';
import type { DataFile } from '@biocloud/contracts';
import { FileIcon } from './file-icon';

interface FileNameCellProps {
  file: DataFile;
  /** Where a folder opens. */
  folderHref: string;
  /** Opens a file (preview, or download when it has none). */
  onOpen: (file: DataFile) => void;
}

/** Icon and name; a folder's name is a link into it, a file's name opens it. */
export function FileNameCell({ file, folderHref, onOpen }: FileNameCellProps) {
  return (
    <span className="file-name-cell">
      <FileIcon file={file} />
      {file.isFolder ? (
        <Link to={folderHref} className="file-name" title={file.name}>
          {file.name}
        </Link>
      ) : (
        <Typography.Link className="file-name" title={file.name} onClick={() => onOpen(file)}>
          {file.name}
        </Typography.Link>
      )}
    </span>
  );
}
