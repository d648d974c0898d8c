import { Alert, Form, Select } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { Project } from '@biocloud/contracts';
import { useToolProjects } from './list-tool-projects';
import type { PickerProject } from './my-data-picker';

/** The project field's name in the form's values (ToolFormValues.projectBaseId). */
export const PROJECT_FIELD = 'projectBaseId';

/** The chosen project, once the tool project list knows it; `unknown` when the list holds no such project. */
export function useChosenProject(projectBaseId: string | undefined): {
  project: Project | undefined;
  unknown: boolean;
} {
  const projects = useToolProjects();
  const project = projects.data?.projectList.find((p) => p.projectBaseId === projectBaseId);
  return { project, unknown: Boolean(projectBaseId) && projects.isSuccess && !project };
}

export const pickerProjectOf = (project: Project | undefined): PickerProject | undefined =>
  project && {
    projectBaseId: project.projectBaseId,
    projectName: project.projectName,
    rootFileUuid: project.rootFileUuid,
  };

/**
 * Where the job runs (spec 000 §7 "tool project list", page size 9999): the caller's own space (empty) or one of
 * their projects, whose data the file pickers then offer first. A project named in the address that the list does
 * not hold (deleted, or not the caller's) is said and refused before anything is sent.
 */
export function ProjectField({ projectBaseId }: { projectBaseId: string | undefined }) {
  const { t } = useTranslation();
  const projects = useToolProjects();
  const { project, unknown } = useChosenProject(projectBaseId);
  return (
    <>
      {project && (
        <Alert
          type="info"
          showIcon
          className="tool-form-project-notice"
          data-testid="project-notice"
          title={t('software.form.runsInProject', { name: project.projectName })}
        />
      )}
      <Form.Item
        name={PROJECT_FIELD}
        label={t('software.form.project')}
        extra={t('software.form.projectHelp')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const known = projects.data?.projectList.some((p) => p.projectBaseId === value);
              if (value && projects.isSuccess && !known) throw new Error(t('software.form.projectUnknown'));
            },
          },
        ]}
        validateStatus={unknown ? 'error' : undefined}
        help={unknown ? t('software.form.projectUnknown') : undefined}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          className="param-select"
          data-testid="project-select"
          loading={projects.isPending}
          placeholder={t('software.form.noProject')}
          // A project named in the address has no option (no name) until the list is in: not its id meanwhile.
          labelRender={(chosen) =>
            chosen.label ?? (projects.isPending ? t('software.form.projectLoading') : chosen.value)
          }
          options={(projects.data?.projectList ?? []).map((p) => ({ value: p.projectBaseId, label: p.projectName }))}
        />
      </Form.Item>
    </>
  );
}
