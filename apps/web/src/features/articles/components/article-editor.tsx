import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_KEYS,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  LOCALES,
  type ArticleWrite,
  type Locale,
} from '@biocloud/contracts';
import { showSubmitError } from '../../../shared/api/field-errors';
import { useSaveArticle } from '../api/articles';

/** Staff write an article (a plain form, issue 18): locale, key, title, summary, body and sample panel as HTML. */
export function ArticleEditor({
  article,
  locale,
  onClose,
}: {
  article?: ArticleWrite & { id: string };
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ArticleWrite>();
  const save = useSaveArticle();

  const onFinish = (values: ArticleWrite) =>
    save.mutate(
      { id: article?.id, article: values },
      {
        onSuccess: () => {
          void message.success(t('article.manage.saved'));
          onClose();
        },
        onError: (error) => {
          const text = showSubmitError(form, t, error);
          if (text) void message.error(text);
        },
      },
    );

  return (
    <Modal
      open
      width={800}
      title={t(article ? 'article.manage.edit' : 'article.manage.new')}
      okText={t('article.manage.save')}
      cancelText={t('article.form.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'article-editor-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="article-editor"
        initialValues={article ?? { locale, key: ARTICLE_KEYS[0], title: '', summary: '', body: '', sampleInfo: '' }}
        onFinish={onFinish}
      >
        <Form.Item name="locale" label={t('article.manage.locale')}>
          <Select options={LOCALES.map((l) => ({ value: l, label: t(`article.locales.${l}`) }))} />
        </Form.Item>
        <Form.Item name="key" label={t('article.fields.parentType')}>
          <Select options={ARTICLE_KEYS.map((k) => ({ value: k, label: t(`article.keys.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('article.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('errors.TITLE_REQUIRED') }]}
        >
          <Input maxLength={ARTICLE_TITLE_MAX_LENGTH} showCount data-testid="article-editor-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('article.manage.summary')}>
          <Input.TextArea rows={2} maxLength={ARTICLE_SUMMARY_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item name="body" label={t('article.manage.body')} extra={t('article.form.sectionsHint')}>
          <Input.TextArea rows={8} maxLength={ARTICLE_BODY_MAX_LENGTH} data-testid="article-editor-body" />
        </Form.Item>
        <Form.Item name="sampleInfo" label={t('article.detail.samplePanel')}>
          <Input.TextArea rows={4} maxLength={ARTICLE_BODY_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
