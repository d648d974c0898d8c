import { useState } from 'react';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { PROJECT_DATA_SORT_COLUMNS, type CopyClash, type DataFile, type Project } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useLocale } from '../../../shared/i18n/use-locale';
import { isAtLeast } from '../../../shared/ui/breakpoints';
import { useBreakpoint } from '../../../shared/ui/use-breakpoint';
import { pathTo } from '../../../shared/config/paths';
import { GenomeViewerDialog } from '../../../shared/genome/genome-viewer-dialog';
import { dataListQueryOptions, type DataListCall } from '../api/list-data-place';
import { useFileOperations } from '../hooks/use-file-operations';
import { useListState } from '../hooks/use-list-state';
import { visibleColumns } from '../lib/column-chooser';
import {
  DEFAULT_LIST_STATE,
  isFiltered,
  listStateToParams,
  sortFromTable,
  toListRequest,
  toProjectListRequest,
} from '../lib/list-state';
import { pageNumFromPageNow } from '../lib/page-number';
import { previewKindOf, type PreviewKind } from '../lib/preview-kind';
import {
  DATA_SCOPES,
  isDataScope,
  isWritableProjectData,
  isWritableScope,
  SCOPE_DEFS,
  type DataScope,
} from '../lib/scope';
import { AttributesDrawer } from './attributes-drawer';
import { ColumnChooser } from './column-chooser';
import { CopyClashDialog } from './copy-clash-dialog';
import { CreateFolderDialog } from './create-folder-dialog';
import { DataBreadcrumb } from './data-breadcrumb';
import { DataTable, type TableChange } from './data-table';
import { DataToolbar, type BulkAction } from './data-toolbar';
import { EmptyState } from './empty-state';
import { FilterBar, type Filters } from './filter-bar';
import { FolderTreeDialog, type TreeMode } from './folder-tree-dialog';
import { ImagePreview } from './image-preview';
import { MergeDialog } from './merge-dialog';
import { PdfPreviewDialog } from './pdf-preview-dialog';
import { RenameDialog } from './rename-dialog';
import { RowActions, type RowAction } from './row-actions';
import { TextPreviewDialog } from './text-preview-dialog';
import { TransferDialog } from './transfer-dialog';
import { UploadDialog } from './upload-dialog';
import '../files.css';

type Dialog =
  | { kind: 'createFolder' }
  | { kind: 'rename'; file: DataFile }
  | { kind: 'tree'; mode: TreeMode; files: DataFile[] }
  | { kind: 'clash'; files: DataFile[]; target: string; clashes: CopyClash[] }
  | { kind: 'attributes'; file: DataFile }
  | { kind: 'preview'; file: DataFile; preview: PreviewKind }
  | { kind: 'genome'; file: DataFile }
  | { kind: 'transfer'; files: DataFile[] }
  | { kind: 'merge'; files: DataFile[] };

/** The rows chosen on one page of one folder; another page, folder or search starts with none. */
interface Selection {
  listKey: string;
  uuids: string[];
}

/**
 * What the table lists: a scope of my data, or a project's data (data/root, data/files/project/:rootFileUuid/
 * :folderUuid), a tree of its own that staff fill and organise and the project's customers read.
 */
type DataPlace =
  | { kind: 'scope'; scope: DataScope }
  | { kind: 'project'; projectBaseId: string; projectName: string; project: ProjectOutlet['project'] };

/** What the project detail frame (features/project) hands its pages: the project once loaded. */
interface ProjectOutlet {
  project?: Pick<Project, 'projectType' | 'role'>;
}

/** Data table pages (spec 000 §2 "Data table pages", §4 "Data browser"): my data, private or public, and project data. */
function DataPage({ place }: { place: DataPlace }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const scope = place.kind === 'scope' ? place.scope : null;
  const role = useCurrentUser().data?.role;
  const writable = scope
    ? isWritableScope(scope, role)
    : isWritableProjectData(role, place.kind === 'project' ? place.project : undefined);
  // A project's empty data say how data arrive there: uploaded by its customers, or delivered by the service.
  const projectEmpty = writable ? t('files.empty.project') : t('files.empty.projectDelivery');
  const breakpoint = useBreakpoint();

  const { state, update } = useListState();
  // A project's root is known once listed: data/root names no folder, and the server lists the root.
  const folderParam = scope ? (params.fileUuid ?? SCOPE_DEFS[scope].rootUuid) : params.folderUuid;
  const call: DataListCall =
    place.kind === 'scope'
      ? { kind: 'scope', request: toListRequest(place.scope, folderParam ?? '', state) }
      : {
          kind: 'project',
          projectBaseId: place.projectBaseId,
          request: toProjectListRequest({ rootFileUuid: params.rootFileUuid, folderUuid: params.folderUuid }, state),
        };
  const list = useQuery(dataListQueryOptions(locale, call));
  const data = list.data?.data;
  const files = data?.fileList ?? [];
  const folderUuid = folderParam ?? data?.tagList.at(-1)?.fileUuid;
  const rootUuid = scope ? SCOPE_DEFS[scope].rootUuid : (params.rootFileUuid ?? data?.tagList[0]?.fileUuid);

  const listKey = JSON.stringify(call);
  const [selection, setSelection] = useState<Selection>({ listKey, uuids: [] });
  const selectedUuids = selection.listKey === listKey ? selection.uuids : [];
  const selectedFiles = files.filter((f) => selectedUuids.includes(f.fileUuid));
  const clearSelection = () => setSelection({ listKey, uuids: [] });

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const close = () => setDialog(null);
  const ops = useFileOperations({ onNeedTransfer: (picked) => setDialog({ kind: 'transfer', files: picked }) });

  // Folder links keep the sort and page size; page and search start afresh in another folder.
  const keep = listStateToParams({
    ...DEFAULT_LIST_STATE,
    orderKey: state.orderKey,
    order: state.order,
    pageSize: state.pageSize,
  }).toString();
  const rootPath =
    place.kind === 'scope'
      ? pathTo(locale, SCOPE_DEFS[place.scope].route)
      : pathTo(locale, 'project-detail-data-root', { id: place.projectBaseId, name: place.projectName });
  const folderPath = (fileUuid: string) =>
    place.kind === 'scope'
      ? pathTo(locale, SCOPE_DEFS[place.scope].route, { fileUuid })
      : pathTo(locale, 'project-detail-data-files', {
          id: place.projectBaseId,
          name: place.projectName,
          rootFileUuid: rootUuid ?? fileUuid,
          folderUuid: fileUuid,
        });
  const hrefOf = (fileUuid: string) => `${folderPath(fileUuid)}${keep ? `?${keep}` : ''}`;

  const open = (file: DataFile) => {
    const preview = previewKindOf(file);
    if (preview) setDialog({ kind: 'preview', file, preview });
    else void ops.download([file]);
  };

  const onRowAction = (action: RowAction, file: DataFile) => {
    switch (action) {
      case 'rename':
        return setDialog({ kind: 'rename', file });
      case 'move':
      case 'copy':
        return setDialog({ kind: 'tree', mode: action, files: [file] });
      case 'attributes':
        return setDialog({ kind: 'attributes', file });
      case 'transfer':
        return setDialog({ kind: 'transfer', files: [file] });
      case 'delete':
        return ops.remove([file], clearSelection);
    }
  };

  const onBulk = (action: BulkAction) => {
    if (selectedFiles.length === 0) return;
    switch (action) {
      case 'download':
        return void ops.download(selectedFiles);
      case 'move':
      case 'copy':
        return setDialog({ kind: 'tree', mode: action, files: selectedFiles });
      case 'merge':
        return setDialog({ kind: 'merge', files: selectedFiles });
      case 'delete':
        return ops.remove(selectedFiles, clearSelection);
    }
  };

  const onPickTarget = async (mode: TreeMode, picked: DataFile[], target: string) => {
    if (mode === 'move') {
      if (await ops.move(picked, target)) {
        close();
        clearSelection();
      }
      return;
    }
    const outcome = await ops.copy(picked, target);
    if (outcome.kind === 'done') close();
    if (outcome.kind === 'clashes') setDialog({ kind: 'clash', files: picked, target, clashes: outcome.clashes });
  };

  const onResolveClashes = async (picked: DataFile[], target: string, replace: string[]) => {
    const outcome = await ops.copy(picked, target, replace);
    if (outcome.kind === 'done') close();
  };

  const onTableChange = (change: TableChange) =>
    update({
      pageNum: change.pageSize !== state.pageSize ? 0 : change.pageNum,
      pageSize: change.pageSize,
      ...sortFromTable(change.sortColumn, change.sortOrder),
    });

  const onFilters = (filters: Filters) => update({ ...filters, pageNum: 0 });
  const clearFilters = () => update({ search: '', size: DEFAULT_LIST_STATE.size, pageNum: 0 });

  let content;
  if (list.isPending) {
    content = <Skeleton active paragraph={{ rows: 8 }} className="files-skeleton" />;
  } else if (list.isError && !data) {
    content = (
      <Result
        status="warning"
        title={t('files.error.title')}
        subTitle={errorText(t, list.error)}
        extra={[
          <Button key="retry" onClick={() => void list.refetch()}>
            {t('files.error.retry')}
          </Button>,
          <Button key="root" type="primary" onClick={() => void navigate(rootPath)}>
            {t('files.error.backToRoot')}
          </Button>,
        ]}
      />
    );
  } else {
    content = (
      <DataTable
        files={files}
        columns={data ? visibleColumns(data) : []}
        state={state}
        pageNum={data ? pageNumFromPageNow(data.pageNow) : state.pageNum}
        total={data?.total ?? 0}
        loading={list.isFetching && list.isPlaceholderData}
        wideName={isAtLeast(breakpoint, 'lg')}
        sortColumns={scope ? undefined : PROJECT_DATA_SORT_COLUMNS}
        selected={selectedUuids}
        empty={
          <EmptyState
            filtered={isFiltered(state)}
            writable={writable}
            description={scope ? undefined : projectEmpty}
            onUpload={() => setUploadOpen(true)}
            onClearFilters={clearFilters}
          />
        }
        folderHref={(file) => hrefOf(file.fileUuid)}
        hitFolderHref={state.search.trim() ? (file) => hrefOf(file.parentUuid) : undefined}
        onSelect={(uuids) => setSelection({ listKey, uuids })}
        onOpen={open}
        onChange={onTableChange}
        renderActions={(file) => (
          <RowActions
            file={file}
            writable={writable}
            projectBaseId={place.kind === 'project' ? place.projectBaseId : undefined}
            onPreview={open}
            onGenome={(f) => setDialog({ kind: 'genome', file: f })}
            onDownload={(f) => void ops.download([f])}
            onAction={onRowAction}
          />
        )}
      />
    );
  }

  return (
    <Card className="page-card files-page" variant="borderless">
      {scope && (
        <Tabs
          className="files-tabs"
          activeKey={scope}
          items={DATA_SCOPES.map((s) => ({ key: s, label: t(`files.tabs.${s}`) }))}
          // Switching tabs opens the other root at page 0 (spec 000 §4).
          onChange={(key) => isDataScope(key) && void navigate(pathTo(locale, SCOPE_DEFS[key].route))}
        />
      )}
      <DataBreadcrumb
        scope={scope ?? 'project'}
        tags={data?.tagList ?? [{ fileUuid: rootUuid ?? '', name: '' }]}
        hrefOf={hrefOf}
      />
      <DataToolbar
        writable={writable && folderUuid !== undefined}
        selectedCount={selectedFiles.length}
        refreshing={list.isFetching && !list.isPending}
        onUpload={() => setUploadOpen(true)}
        onCreateFolder={() => setDialog({ kind: 'createFolder' })}
        onBulk={onBulk}
        onRefresh={() => void list.refetch()}
        extra={data && <ColumnChooser key={data.userHeadList.map((c) => c.headEn).join()} lists={data} />}
      />
      <FilterBar
        key={`${folderUuid}|${state.search}|${JSON.stringify(state.size)}`}
        initial={state}
        onApply={onFilters}
        withSize={scope !== null}
      />
      {content}

      {writable && folderUuid && (
        <UploadDialog open={uploadOpen} folderUuid={folderUuid} onClose={() => setUploadOpen(false)} />
      )}
      {dialog?.kind === 'createFolder' && folderUuid && <CreateFolderDialog parentUuid={folderUuid} onClose={close} />}
      {dialog?.kind === 'rename' && <RenameDialog file={dialog.file} onClose={close} />}
      {dialog?.kind === 'tree' && (
        <FolderTreeDialog
          mode={dialog.mode}
          files={dialog.files}
          busy={ops.pending}
          onCancel={close}
          onPick={(target) => void onPickTarget(dialog.mode, dialog.files, target)}
        />
      )}
      {dialog?.kind === 'clash' && (
        <CopyClashDialog
          clashes={dialog.clashes}
          sources={dialog.files}
          busy={ops.pending}
          onCancel={close}
          onConfirm={(replace) => void onResolveClashes(dialog.files, dialog.target, replace)}
        />
      )}
      {dialog?.kind === 'attributes' && <AttributesDrawer file={dialog.file} writable={writable} onClose={close} />}
      {dialog?.kind === 'merge' && folderUuid && (
        <MergeDialog files={dialog.files} folderUuid={folderUuid} onClose={close} />
      )}
      {dialog?.kind === 'transfer' && <TransferDialog files={dialog.files} onClose={close} onZip={ops.httpDownload} />}
      {dialog?.kind === 'preview' &&
        (dialog.preview === 'image' ? (
          <ImagePreview file={dialog.file} onClose={close} />
        ) : dialog.preview === 'pdf' ? (
          <PdfPreviewDialog file={dialog.file} onDownload={(f) => void ops.download([f])} onClose={close} />
        ) : (
          <TextPreviewDialog file={dialog.file} asTable={dialog.preview === 'table'} onClose={close} />
        ))}
      {dialog?.kind === 'genome' && <GenomeViewerDialog file={dialog.file} onClose={close} />}
    </Card>
  );
}

export function MyDataPrivatePage() {
  return <DataPage place={{ kind: 'scope', scope: 'private' }} />;
}

export function MyDataPublicPage() {
  return <DataPage place={{ kind: 'scope', scope: 'public' }} />;
}

/** A project's data (project/detail/:id/:name/data/...), shown inside the project's detail frame. */
export function ProjectDataPage() {
  const { id = '', name = '' } = useParams();
  const { project } = useOutletContext<ProjectOutlet | undefined>() ?? {};
  return <DataPage key={id} place={{ kind: 'project', projectBaseId: id, projectName: name, project }} />;
}
