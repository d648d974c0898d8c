import { useState } from 'react';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CopyClash, DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { isAtLeast } from '../../../shared/ui/breakpoints';
import { useBreakpoint } from '../../../shared/ui/use-breakpoint';
import { pathTo } from '../../../app/paths';
import { useListFiles } from '../api/list-files';
import { useFileOperations } from '../hooks/use-file-operations';
import { useListState } from '../hooks/use-list-state';
import { visibleColumns } from '../lib/column-chooser';
import { DEFAULT_LIST_STATE, isFiltered, listStateToParams, sortFromTable, toListRequest } from '../lib/list-state';
import { pageNumFromPageNow } from '../lib/page-number';
import { previewKindOf, type PreviewKind } from '../lib/preview-kind';
import { DATA_SCOPES, isDataScope, isWritableScope, SCOPE_DEFS, type DataScope } from '../lib/scope';
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
  | { kind: 'transfer'; files: DataFile[] };

/** The rows chosen on one page of one folder; another page, folder or search starts with none. */
interface Selection {
  listKey: string;
  uuids: string[];
}

/** My data, private or public (spec 000 §2 "Data table pages", §4 "Data browser"). */
function DataPage({ scope }: { scope: DataScope }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const def = SCOPE_DEFS[scope];
  const folderUuid = params.fileUuid ?? def.rootUuid;
  const writable = isWritableScope(scope);
  const breakpoint = useBreakpoint();

  const { state, update } = useListState();
  const request = toListRequest(scope, folderUuid, state);
  const list = useListFiles(locale, request);
  const data = list.data?.data;
  const files = data?.fileList ?? [];

  const listKey = JSON.stringify(request);
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
  const hrefOf = (fileUuid: string) => `${pathTo(locale, def.route, { fileUuid })}${keep ? `?${keep}` : ''}`;

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
          <Button key="root" type="primary" onClick={() => void navigate(pathTo(locale, def.route))}>
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
        selected={selectedUuids}
        empty={
          <EmptyState
            filtered={isFiltered(state)}
            writable={writable}
            onUpload={() => setUploadOpen(true)}
            onClearFilters={clearFilters}
          />
        }
        folderHref={(file) => hrefOf(file.fileUuid)}
        onSelect={(uuids) => setSelection({ listKey, uuids })}
        onOpen={open}
        onChange={onTableChange}
        renderActions={(file) => (
          <RowActions
            file={file}
            writable={writable}
            onPreview={open}
            onDownload={(f) => void ops.download([f])}
            onAction={onRowAction}
          />
        )}
      />
    );
  }

  return (
    <Card className="page-card files-page" variant="borderless">
      <Tabs
        className="files-tabs"
        activeKey={scope}
        items={DATA_SCOPES.map((s) => ({ key: s, label: t(`files.tabs.${s}`) }))}
        // Switching tabs opens the other root at page 0 (spec 000 §4).
        onChange={(key) => isDataScope(key) && void navigate(pathTo(locale, SCOPE_DEFS[key].route))}
      />
      <DataBreadcrumb scope={scope} tags={data?.tagList ?? [{ fileUuid: def.rootUuid, name: '' }]} hrefOf={hrefOf} />
      <DataToolbar
        writable={writable}
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
      />
      {content}

      {writable && <UploadDialog open={uploadOpen} folderUuid={folderUuid} onClose={() => setUploadOpen(false)} />}
      {dialog?.kind === 'createFolder' && <CreateFolderDialog parentUuid={folderUuid} onClose={close} />}
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
      {dialog?.kind === 'transfer' && <TransferDialog files={dialog.files} onClose={close} onZip={ops.httpDownload} />}
      {dialog?.kind === 'preview' &&
        (dialog.preview === 'image' ? (
          <ImagePreview file={dialog.file} onClose={close} />
        ) : dialog.preview === 'pdf' ? (
          <PdfPreviewDialog file={dialog.file} onDownload={(f) => void ops.download([f])} onClose={close} />
        ) : (
          <TextPreviewDialog file={dialog.file} asTable={dialog.preview === 'table'} onClose={close} />
        ))}
    </Card>
  );
}

export function MyDataPrivatePage() {
  return <DataPage scope="private" />;
}

export function MyDataPublicPage() {
  return <DataPage scope="public" />;
}
