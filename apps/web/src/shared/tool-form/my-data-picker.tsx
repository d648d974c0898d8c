import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Modal, Tabs } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID, acceptsFileType, type DataFile } from '@biocloud/contracts';
import { listPickerFiles, listProjectPickerFiles } from './list-picker-files';
import { PickerBrowser } from './picker-parts';
import { DEFAULT_PICKER_QUERY, PickerSearch, pickerQueryRequest, type PickerQuery } from './picker-search';
import type { FileField, PickedFile } from './tool-form-values';

/** Spec 000 §4: the private tab lists folder 0 with privated true, the public tab folder 1 with privated false. */
const SCOPES = {
  private: { rootUuid: PRIVATE_ROOT_FILE_UUID, privated: true },
  public: { rootUuid: PUBLIC_ROOT_FILE_UUID, privated: false },
} as const;
type MyDataScope = keyof typeof SCOPES;
/** The project tab comes first when the job runs in a project: its delivered data is what it usually takes. */
type Scope = MyDataScope | 'project';

/** The project a job runs in, whose data the picker offers. */
export interface PickerProject {
  projectBaseId: string;
  projectName: string;
  rootFileUuid: string;
}

interface Place {
  scope: Scope;
  folderUuid: string;
  pageNum: number;
  query: PickerQuery;
}

function rootOf(scope: Scope, project: PickerProject | undefined, query = DEFAULT_PICKER_QUERY): Place {
  const folderUuid = scope === 'project' ? (project?.rootFileUuid ?? '') : SCOPES[scope].rootUuid;
  return { scope, folderUuid, pageNum: 0, query };
}

/** One page of the open folder: a project's data through the project API, my data through the files API. */
function usePlaceFiles(place: Place, project: PickerProject | undefined) {
  const { scope, folderUuid, pageNum } = place;
  const query = pickerQueryRequest(place.query);
  return useQuery({
    queryKey: ['tool-form', 'picker-files', place, project?.projectBaseId],
    queryFn: ({ signal }) =>
      scope === 'project'
        ? listProjectPickerFiles({ projectBaseId: project?.projectBaseId ?? '', folderUuid, pageNum, ...query }, signal)
        : listPickerFiles({ fileUuid: folderUuid, privated: SCOPES[scope].privated, pageNum, ...query }, signal),
    placeholderData: keepPreviousData,
    // A file uploaded in place must show up when the dialog opens next.
    staleTime: 0,
  });
}

interface MyDataPickerProps {
  field: FileField;
  fieldLabel: string;
  /** The project the job runs in, if any. */
  project?: PickerProject;
  onPick: (file: PickedFile) => void;
  onCancel: () => void;
}

/**
 * The my-data picker of the small-tool page (spec 000 §2, §9): private and public tabs (and the project's data when
 * the job runs in one), folders to open, one row chosen, 10 rows a page. Files of a type the field does not take
 * are shown but cannot be chosen.
 */
export function MyDataPicker({ field, fieldLabel, project, onPick, onCancel }: MyDataPickerProps) {
  const { t } = useTranslation();
  const scopes: Scope[] = project ? ['project', 'private', 'public'] : ['private', 'public'];
  const [place, setPlace] = useState<Place>(rootOf(scopes[0] ?? 'private', project));
  const [chosen, setChosen] = useState<DataFile | null>(null);
  const list = usePlaceFiles(place, project);
  const data = list.data?.data;

  const accepted = (file: DataFile) => !file.isFolder && acceptsFileType(field.types, file.type);
  const go = (next: Place) => {
    setPlace(next);
    setChosen(null);
  };
  // Another folder shows its own rows: a search ends there, the order stays.
  const openFolder = (folderUuid: string) =>
    go({ ...place, folderUuid, pageNum: 0, query: { ...place.query, search: '' } });
  const searching = place.query.search !== '';
  const pick = () => {
    if (chosen) onPick({ fileUuid: chosen.fileUuid, name: chosen.name, type: chosen.type });
  };

  const tags = data?.tagList ?? [{ fileUuid: place.folderUuid, name: '' }];
  const rootLabel = place.scope === 'project' ? project?.projectName : t(`software.picker.roots.${place.scope}`);

  return (
    <Modal
      open
      width={760}
      title={t('software.picker.title', { field: fieldLabel })}
      okText={t('software.picker.ok')}
      cancelText={t('software.picker.cancel')}
      okButtonProps={{ disabled: !chosen }}
      onOk={pick}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="my-data-picker">
        <Tabs
          activeKey={place.scope}
          items={scopes.map((scope) => ({ key: scope, label: t(`software.picker.tabs.${scope}`) }))}
          // Switching tabs opens the other root at the first page (spec 000 §4).
          onChange={(key) => {
            const scope = scopes.find((s) => s === key);
            if (scope) go(rootOf(scope, project, { ...place.query, search: '' }));
          }}
        />
        <PickerBrowser
          tags={tags}
          rootLabel={rootLabel}
          accepted={accepted}
          list={list}
          pageNum={place.pageNum}
          onPage={(pageNum) => go({ ...place, pageNum })}
          chosen={chosen}
          onChoose={setChosen}
          choosable={accepted}
          onOpenFolder={openFolder}
          onLocate={searching ? (file) => openFolder(file.parentUuid) : undefined}
          toolbar={<PickerSearch query={place.query} onChange={(query) => go({ ...place, pageNum: 0, query })} />}
          emptyText={searching ? t('software.picker.noHits', { search: place.query.search }) : undefined}
          rowClassName={(file) => (file.isFolder || accepted(file) ? '' : 'picker-row-refused')}
        />
      </div>
    </Modal>
  );
}
