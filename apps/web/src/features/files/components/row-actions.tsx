import { DownloadOutlined, EyeOutlined, MoreOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isGenomeFileType, type DataFile } from '@biocloud/contracts';
import { previewKindOf } from '../lib/preview-kind';
import { RunToolPickers } from './run-tool-pickers';

export type RowAction = 'rename' | 'move' | 'copy' | 'attributes' | 'transfer' | 'delete';

/** What a reader of the public space may do; a writer may do everything. */
const READ_ONLY_ACTIONS: readonly RowAction[] = ['copy', 'attributes', 'transfer'];
const ALL_ACTIONS: readonly RowAction[] = ['rename', 'move', 'copy', 'attributes', 'transfer', 'delete'];

interface RowActionsProps {
  file: DataFile;
  writable: boolean;
  /** The project the file is in: a tool opened from it runs there too. */
  projectBaseId?: string;
  onPreview: (file: DataFile) => void;
  /** Opens BAM, CRAM, VCF, BED and FASTA files in the genome viewer. */
  onGenome: (file: DataFile) => void;
  onDownload: (file: DataFile) => void;
  onAction: (action: RowAction, file: DataFile) => void;
}

export function RowActions(props: RowActionsProps) {
  const { file, writable, projectBaseId, onPreview, onGenome, onDownload, onAction } = props;
  const { t } = useTranslation();
  const previewable = previewKindOf(file) !== null;
  const actions = writable ? ALL_ACTIONS : READ_ONLY_ACTIONS;
  const items: MenuProps['items'] = actions.map((action) => ({
    key: action,
    label: t(`files.actions.${action}`),
    danger: action === 'delete',
  }));

  return (
    <span className="row-actions">
      <Tooltip title={t('files.actions.preview')}>
        <Button
          type="text"
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('files.actions.preview')}
          disabled={!previewable}
          onClick={() => onPreview(file)}
        />
      </Tooltip>
      {!file.isFolder && isGenomeFileType(file.type) && (
        <Tooltip title={t('genome.open')}>
          <Button
            type="text"
            size="small"
            icon={<NodeIndexOutlined />}
            aria-label={t('genome.open')}
            onClick={() => onGenome(file)}
          />
        </Tooltip>
      )}
      <Tooltip title={file.isFolder ? t('files.actions.downloadZip') : t('files.actions.download')}>
        <Button
          type="text"
          size="small"
          icon={<DownloadOutlined />}
          aria-label={file.isFolder ? t('files.actions.downloadZip') : t('files.actions.download')}
          onClick={() => onDownload(file)}
        />
      </Tooltip>
      {!file.isFolder && <RunToolPickers file={file} projectBaseId={projectBaseId} />}
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => onAction(key as RowAction, file) }}
        placement="bottomRight"
      >
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('files.actions.more')} />
      </Dropdown>
    </span>
  );
}
