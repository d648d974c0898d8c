import type { ReactNode } from 'react';
import { PlayCircleOutlined } from '@ant-design/icons';
import { App, Button, Divider, Form, Input, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { SubmitTaskRequest } from '@biocloud/contracts';
import { errorText, isReportedByApp } from '../api/error-text';
import { useLocale } from '../i18n/use-locale';
import { useReportChosenProject } from './chosen-project';
import { fieldPath, problemText, refusedFields } from './field-messages';
import { FileInputField } from './file-input-field';
import { paramControl } from './param-controls';
import { pickerProjectOf, ProjectField, useChosenProject } from './project-field';
import {
  checkToolValues,
  fileFields,
  JOB_NAME_FIELD,
  problemsOf,
  scalarParams,
  shownParams,
  type FieldProblem,
  type ToolForm,
  type ToolFormValues,
} from './tool-form-values';
import './tool-form.css';

interface GeneratedFormProps {
  /** Inputs and params as a tool's or an app's manifest declares them. */
  form: ToolForm;
  initial: ToolFormValues;
  disabled: boolean;
  submitting: boolean;
  /** Shown before the submit button (the price). */
  footer?: ReactNode;
  /** Sends a checked submission; a rejection (the server's refusal) is shown on the fields it names. */
  onSubmit: (request: SubmitTaskRequest) => Promise<unknown>;
}

/**
 * The form generated from a manifest (inputs, then params shown by their conditions), checked in the browser by the
 * same contracts function the server runs. Tools (task jobs) and apps (compute jobs) differ only in what a
 * submission starts, so the caller sends it.
 */
export function GeneratedForm({ form: toolForm, initial, disabled, submitting, footer, onSubmit }: GeneratedFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<ToolFormValues>();
  const watched = Form.useWatch([], { form, preserve: true });
  const shown = shownParams(toolForm, watched ?? initial);
  const projectBaseId = (watched ?? initial).projectBaseId;
  const pickerProject = pickerProjectOf(useChosenProject(projectBaseId).project);
  useReportChosenProject(projectBaseId);

  const currentValues = () => form.getFieldsValue(true) as ToolFormValues;
  const textOf = (problem: FieldProblem) => problemText(t, toolForm, problem, locale);
  /** Each field's rule runs the whole check and reports the field's first problem. */
  const rule = (field: string) => ({
    validator: async () => {
      const check = checkToolValues(toolForm, currentValues());
      const [problem] = check.ok ? [] : problemsOf(check.problems, field);
      if (problem) throw new Error(textOf(problem));
    },
  });
  const showProblems = (problems: readonly FieldProblem[]) =>
    form.setFields(problems.map((p) => ({ name: fieldPath(toolForm, p.field), errors: [textOf(p)] })));

  const onFinish = () => {
    const check = checkToolValues(toolForm, currentValues());
    if (!check.ok) {
      showProblems(check.problems);
      void message.error(t('software.form.fixErrors'));
      return;
    }
    onSubmit(check.request).catch((error: unknown) => {
      if (isReportedByApp(error)) return;
      const refused = refusedFields(error);
      if (refused) showProblems(refused);
      // Said as a message too: a refused field may not be on screen (hidden, or unknown to this form).
      void message.error(refused?.[0] ? textOf(refused[0]) : errorText(t, error));
    });
  };

  const files = fileFields(toolForm).filter((f) => !f.isParam || shown.has(f.name));
  const params = scalarParams(toolForm).filter((p) => shown.has(p.name));

  return (
    <Form<ToolFormValues>
      form={form}
      layout="vertical"
      name="tool-form"
      className="tool-form"
      initialValues={initial}
      disabled={disabled}
      onFinish={onFinish}
      onFinishFailed={() => void message.error(t('software.form.fixErrors'))}
    >
      <Form.Item
        name={JOB_NAME_FIELD}
        label={t('software.form.jobName')}
        extra={t('software.form.jobNameHelp')}
        required
        rules={[rule(JOB_NAME_FIELD)]}
      >
        <Input />
      </Form.Item>
      <ProjectField projectBaseId={projectBaseId} />

      {files.length > 0 && (
        <Divider titlePlacement="start" className="tool-form-section">
          {t('software.form.inputs')}
        </Divider>
      )}
      {files.map((field) => (
        <Form.Item
          key={field.name}
          name={['files', field.name]}
          label={field.label[locale]}
          required={field.required}
          rules={[rule(field.name)]}
          extra={[
            field.help?.[locale],
            t('software.form.accepted', { types: field.types.join(', ') }),
            field.maxFiles > 1 ? t('software.form.maxFiles', { max: field.maxFiles }) : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          <FileInputField field={field} label={field.label[locale]} disabled={disabled} project={pickerProject} />
        </Form.Item>
      ))}

      <Divider titlePlacement="start" className="tool-form-section">
        {t('software.form.params')}
      </Divider>
      {params.length === 0 && (
        <Typography.Paragraph type="secondary">{t('software.form.noParams')}</Typography.Paragraph>
      )}
      {params.map((param) => (
        <Form.Item
          key={param.name}
          name={['params', param.name]}
          label={param.label[locale]}
          extra={param.help?.[locale]}
          required={param.required && param.type !== 'boolean'}
          valuePropName={param.type === 'boolean' ? 'checked' : 'value'}
          rules={[rule(param.name)]}
        >
          {paramControl(param, locale, t)}
        </Form.Item>
      ))}

      <div className="tool-form-footer">
        {footer}
        <Button type="primary" htmlType="submit" icon={<PlayCircleOutlined />} loading={submitting}>
          {t('software.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
