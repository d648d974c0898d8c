import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Drawer, Empty, Skeleton, Tabs, Typography } from 'antd';
import type { TFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EMPTY_CELL_TEXT, FILE_DETAIL_KEYS, type DataFile, type FileAttributes } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useAttributes } from '../api/get-attributes';
import { formatBytes } from '../../../shared/format/bytes';
import { fileTypeLabel } from '../../../shared/format/file-type-label';
import { CustomAttributesForm } from './custom-attributes-form';

const DRAWER_WIDTH = 560;
/** Sample names listed before the rest are only counted (a VCF may have thousands). */
const LIST_SHOWN = 20;

type FileDetailValue = NonNullable<NonNullable<FileAttributes['detail']>['values']>[string];

function detailValueText(t: TFunction, value: FileDetailValue | undefined): string {
  if (value === undefined) return EMPTY_CELL_TEXT;
  if (typeof value === 'number') return value.toLocaleString();
  if (typeof value === 'string') return value;
  const shown = value.slice(0, LIST_SHOWN).join(t('files.delete.separator'));
  return value.length > LIST_SHOWN
    ? t('files.delete.andMore', { names: shown, count: value.length - LIST_SHOWN })
    : shown;
}

interface AttributesDrawerProps {
  file: DataFile;
  writable: boolean;
  onClose: () => void;
}

function GeneralSection({ general, isFolder }: { general: FileAttributes['general']; isFolder: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'name', label: t('files.attributes.name'), children: general.name },
        {
          key: 'type',
          label: t('files.attributes.type'),
          children: isFolder ? t('files.table.folderType') : fileTypeLabel(t, general.type),
        },
        {
          key: 'size',
          label: t('files.attributes.size'),
          children: t('files.attributes.sizeValue', {
            size: formatBytes(general.size),
            bytes: general.size.toLocaleString(),
          }),
        },
        { key: 'path', label: t('files.attributes.path'), children: general.filePath },
        { key: 'created', label: t('files.attributes.created'), children: formatDateTime(general.createdDate) },
        { key: 'modified', label: t('files.attributes.modified'), children: formatDateTime(general.modifiedDate) },
        {
          key: 'sha256',
          label: t('files.attributes.sha256'),
          children: general.sha256 ? (
            <Typography.Text code copyable className="sha256">
              {general.sha256}
            </Typography.Text>
          ) : (
            EMPTY_CELL_TEXT
          ),
        },
      ]}
    />
  );
}

function DetailSection({ detail }: { detail: FileAttributes['detail'] }) {
  const { t } = useTranslation();
  if (!detail) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.attributes.noDetail')} />;
  }
  if (detail.status === 'pending') {
    return <Alert type="info" showIcon icon={<LoadingOutlined />} title={t('files.attributes.detailPending')} />;
  }
  if (detail.status === 'failed' || !detail.values) {
    const reason = detail.error
      ? t(`errors.${detail.error}`, { defaultValue: t('files.attributes.detailFailed') })
      : t('files.attributes.detailFailed');
    return <Alert type="warning" showIcon title={reason} />;
  }
  const values = detail.values;
  // The reader's keys in their display order, then anything newer the server sends.
  const known: readonly string[] = FILE_DETAIL_KEYS[detail.reader];
  const keys = [...known.filter((k) => k in values), ...Object.keys(values).filter((k) => !known.includes(k))];
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={keys.map((key) => ({
        key,
        // Keys the texts do not know yet are shown as the server names them.
        label: t(`files.attributes.detailKeys.${key}`, { defaultValue: key }),
        children: detailValueText(t, values[key]),
      }))}
    />
  );
}

function ReadOnlyCustom({ custom }: { custom: FileAttributes['custom'] }) {
  const { t } = useTranslation();
  if (custom.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.attributes.noCustom')} />;
  }
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={custom.map((a, i) => ({ key: String(i), label: a.key, children: a.value }))}
    />
  );
}

/** General facts, format metadata and the user's own attributes of one file or folder. */
export function AttributesDrawer({ file, writable, onClose }: AttributesDrawerProps) {
  const { t } = useTranslation();
  const query = useAttributes(file.fileUuid);

  return (
    <Drawer
      open
      title={t('files.attributes.title', { name: file.name })}
      size={DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      rootClassName="attributes-drawer"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('files.attributes.loadFailed')} description={errorText(t, query.error)} />
      ) : (
        <Tabs
          items={[
            {
              key: 'general',
              label: t('files.attributes.general'),
              children: <GeneralSection general={query.data.general} isFolder={file.isFolder} />,
            },
            {
              key: 'detail',
              label: t('files.attributes.detail'),
              children: <DetailSection detail={query.data.detail} />,
            },
            {
              key: 'custom',
              label: t('files.attributes.custom'),
              children: writable ? (
                <CustomAttributesForm fileUuid={file.fileUuid} initial={query.data.custom} />
              ) : (
                <ReadOnlyCustom custom={query.data.custom} />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
