import { useState } from 'react';
import { App, Form, Input, Modal, Segmented, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  HELP_BODY_MAX_LENGTH,
  HELP_CATEGORIES,
  HELP_TITLE_MAX_LENGTH,
  LOCALES,
  type HelpPage,
  type HelpPageWrite,
} from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSaveHelpPage } from '../api/help-pages';
import { RichTextView } from '../../../shared/ui/rich-text-view';

/**
 * Staff write a help page (a plain form, issue 18): its locale, category, title and body as HTML, with a preview.
 * The server keeps only safe markup, so the preview may show more than the saved page.
 */
export function HelpEditor({ page, open, onClose }: { page?: HelpPage; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<HelpPageWrite>();
  const [mode, setMode] = useState<string>('edit');
  const save = useSaveHelpPage();
  const body = Form.useWatch('body', form) ?? '';

  const onFinish = (values: HelpPageWrite) =>
    save.mutate(
      { id: page?.id, page: { ...values, title: values.title.trim() } },
      {
        onSuccess: () => {
          void message.success(t('help.editor.saved'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'title', errors: [errorText(t, error)] }]),
      },
    );

  return (
    <Modal
      open={open}
      width={800}
      title={t(page ? 'help.editor.edit' : 'help.editor.new')}
      okText={t('help.editor.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'help-editor-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="help-editor"
        initialValues={page ?? { locale, category: HELP_CATEGORIES[0], title: '', body: '' }}
        onFinish={onFinish}
      >
        <Form.Item name="locale" label={t('help.editor.locale')}>
          <Select options={LOCALES.map((l) => ({ value: l, label: t(`help.editor.locales.${l}`) }))} />
        </Form.Item>
        <Form.Item name="category" label={t('help.editor.category')}>
          <Select options={HELP_CATEGORIES.map((c) => ({ value: c, label: t(`help.categories.${c}`) }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('help.editor.title')}
          rules={[{ required: true, whitespace: true, message: t('errors.INPUT_EMPTY') }]}
        >
          <Input maxLength={HELP_TITLE_MAX_LENGTH} showCount data-testid="help-editor-title" />
        </Form.Item>
        <Segmented
          value={mode}
          onChange={(value) => setMode(value)}
          options={[
            { value: 'edit', label: t('help.editor.write') },
            { value: 'preview', label: t('help.editor.preview') },
          ]}
        />
        <Form.Item
          name="body"
          label={t('help.editor.body')}
          extra={t('help.editor.bodyHint')}
          hidden={mode === 'preview'}
        >
          <Input.TextArea rows={12} maxLength={HELP_BODY_MAX_LENGTH} data-testid="help-editor-body" />
        </Form.Item>
        {mode === 'preview' && <RichTextView html={body} className="help-preview" />}
      </Form>
    </Modal>
  );
}
