import { useState, type Key } from 'react';
import { FolderFilled, FolderAddOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Skeleton, Tree, Typography } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PRIVATE_ROOT_FILE_UUID, type DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { subfoldersQueryOptions, type SubfoldersResponse } from '../api/get-subfolders';
import { TreeNewFolderForm } from './tree-new-folder-form';

export type TreeMode = 'move' | 'copy';

interface FolderTreeDialogProps {
  mode: TreeMode;
  files: readonly DataFile[];
  busy: boolean;
  onCancel: () => void;
  onPick: (targetFolderUuid: string) => void;
}

type Loaded = Readonly<Record<string, SubfoldersResponse>>;

/** Marks what is not a valid target: a moved or copied folder and everything inside it. */
function buildNodes(
  parent: string,
  loaded: Loaded,
  blocked: ReadonlySet<string>,
  parentBlocked: boolean,
  moreLabel: string,
): DataNode[] | undefined {
  const level = loaded[parent];
  if (!level) return undefined;
  const nodes: DataNode[] = level.folders.map((folder) => {
    const disabled = parentBlocked || blocked.has(folder.fileUuid);
    return {
      key: folder.fileUuid,
      title: folder.name,
      // A folder created in this dialog turns a leaf into a parent before its own parent is reloaded.
      isLeaf: loaded[folder.fileUuid] ? loaded[folder.fileUuid]?.folders.length === 0 : !folder.hasChildren,
      disabled,
      children: buildNodes(folder.fileUuid, loaded, blocked, disabled, moreLabel),
    };
  });
  if (level.more) nodes.push({ key: `${parent}:more`, title: moreLabel, isLeaf: true, disabled: true });
  return nodes;
}

/** Move and copy target: the private space as a tree loaded one level at a time, with a new-folder form. */
export function FolderTreeDialog({ mode, files, busy, onCancel, onPick }: FolderTreeDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const root = PRIVATE_ROOT_FILE_UUID;
  const rootQuery = useQuery(subfoldersQueryOptions(root));
  const [loaded, setLoaded] = useState<Loaded>({});
  const [expanded, setExpanded] = useState<Key[]>([root]);
  const [selected, setSelected] = useState<string>(root);
  const [creating, setCreating] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);

  const blocked = new Set(files.filter((f) => f.isFolder).map((f) => f.fileUuid));
  const levels: Loaded = rootQuery.data ? { ...loaded, [root]: rootQuery.data } : loaded;
  const treeData: DataNode[] = [
    {
      key: root,
      title: t('files.roots.private'),
      isLeaf: false,
      children: buildNodes(root, levels, blocked, false, t('files.tree.more')),
    },
  ];

  const load = async (uuid: string) => {
    try {
      const level = await queryClient.fetchQuery(subfoldersQueryOptions(uuid));
      setLoaded((current) => ({ ...current, [uuid]: level }));
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  };

  const onCreated = async (fileUuid: string) => {
    setCreating(false);
    if (selected === root) await rootQuery.refetch();
    else await load(selected);
    setExpanded((keys) => (keys.includes(selected) ? keys : [...keys, selected]));
    setSelected(fileUuid);
  };

  const title =
    mode === 'move'
      ? t('files.tree.moveTitle', { count: files.length })
      : t('files.tree.copyTitle', { count: files.length });

  return (
    <Modal
      open
      title={title}
      okText={mode === 'move' ? t('files.tree.moveOk') : t('files.tree.copyOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: creating }}
      onOk={() => onPick(selected)}
      onCancel={onCancel}
      destroyOnHidden
      className="folder-tree-dialog"
    >
      <Typography.Paragraph type="secondary">{t('files.tree.hint')}</Typography.Paragraph>
      {(rootQuery.isError || loadError !== null) && (
        <Alert
          type="error"
          showIcon
          className="dialog-alert"
          title={t('files.tree.loadFailed')}
          description={errorText(t, rootQuery.error ?? loadError)}
        />
      )}
      <div className="folder-tree" data-testid="folder-tree">
        {rootQuery.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <Tree
            blockNode
            showIcon
            icon={<FolderFilled className="file-icon-folder" />}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            selectedKeys={[selected]}
            onSelect={(keys) => {
              const [key] = keys;
              if (key !== undefined) setSelected(String(key));
            }}
            loadData={(node: EventDataNode<DataNode>) => load(String(node.key))}
          />
        )}
      </div>
      {creating ? (
        <TreeNewFolderForm
          parentUuid={selected}
          onCreated={(uuid) => void onCreated(uuid)}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <Button icon={<FolderAddOutlined />} onClick={() => setCreating(true)} className="tree-new-folder-button">
          {t('files.tree.newFolder')}
        </Button>
      )}
    </Modal>
  );
}
