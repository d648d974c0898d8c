import { useState } from 'react';
import { App, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import {
  ARTICLE_KEYS,
  IMPACT_FACTOR_MAX,
  INTERPRETATION_ENGLISH_TITLE_MAX_LENGTH,
  INTERPRETATION_MAGAZINE_MAX_LENGTH,
  INTERPRETATION_SECTION_MAX_LENGTH,
  INTERPRETATION_SECTIONS,
  INTERPRETATION_TYPES,
  PMID_PATTERN,
  validateTitle,
  type ArticleKey,
  type Interpretation,
  type InterpretationPreview,
  type InterpretationWrite,
} from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { showSubmitError } from '../../../shared/api/field-errors';
import { useLocale } from '../../../shared/i18n/use-locale';
import {
  usePreviewInterpretation,
  usePubmedFill,
  usePubmedStatus,
  useSaveInterpretation,
} from '../api/interpretations';
import { interpretationDetailPath, interpretationListPath } from '../lib/article-links';
import { InterpretationView } from './interpretation-view';

type FormValues = Omit<InterpretationWrite, 'locale'>;

const EMPTY_SECTIONS = Object.fromEntries(INTERPRETATION_SECTIONS.map((s) => [s, ''])) as Pick<
  FormValues,
  (typeof INTERPRETATION_SECTIONS)[number]
>;

/**
 * The interpretation form (spec 001 §2): every field, the PubMed fill beside the pmid when the server offers it,
 * a preview rendered by the server's rules, cancel (asking before dropping changes) and submit. The server's
 * refusals show beside their fields.
 */
export function InterpretationForm(
  props: { existing: Interpretation } | { existing?: undefined; pmid: string; parentType: ArticleKey },
) {
  const { existing } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const pubmed = usePubmedStatus();
  const fill = usePubmedFill();
  const preview = usePreviewInterpretation();
  const save = useSaveInterpretation();
  const [shown, setShown] = useState<InterpretationPreview | null>(null);

  const initialValues: FormValues = existing ?? {
    title: '',
    englishTitle: '',
    pmid: props.pmid,
    magazineName: '',
    impactFactor: null,
    parentType: props.parentType,
    type: INTERPRETATION_TYPES[0],
    ...EMPTY_SECTIONS,
  };
  const input = (values: FormValues): InterpretationWrite => ({
    ...values,
    impactFactor: values.impactFactor ?? null,
    locale: existing?.locale ?? locale,
  });
  const onFailure = (error: unknown) => {
    const text = showSubmitError(form, t, error);
    if (text) void message.error(text);
  };

  const onFill = async () => {
    const { pmid } = await form.validateFields(['pmid']);
    fill.mutate(pmid.trim(), {
      onSuccess: (paper) => {
        // The paper's title is English: it fills the English title, and the title only while that is empty and the
        // paper's fits the title's limit (a long one is left for the writer to shorten).
        const title = (form.getFieldValue('title') as string | undefined) ?? '';
        form.setFieldsValue({
          englishTitle: paper.title,
          magazineName: paper.magazineName,
          ...(title.trim() === '' && validateTitle(paper.title).ok ? { title: paper.title } : {}),
        });
        void message.success(t('article.form.filled'));
      },
      onError: (error) => form.setFields([{ name: 'pmid', errors: [errorText(t, error)] }]),
    });
  };

  const onPreview = async () => {
    const values = await form.validateFields();
    preview.mutate(input(values), { onSuccess: setShown, onError: onFailure });
  };

  const onSubmit = (values: FormValues) =>
    save.mutate(
      { id: existing?.id, input: input(values) },
      {
        onSuccess: ({ id }) => {
          void message.success(t('article.form.saved'));
          void navigate(interpretationDetailPath(locale, values.pmid.trim(), id), { replace: true });
        },
        onError: onFailure,
      },
    );

  const leave = () =>
    void navigate(
      existing
        ? interpretationDetailPath(locale, existing.pmid, existing.id)
        : interpretationListPath(locale, form.getFieldValue('parentType') as ArticleKey),
    );
  const onCancel = () => {
    if (!form.isFieldsTouched()) return leave();
    modal.confirm({
      title: t('article.form.dropTitle'),
      content: t('article.form.dropContent'),
      okText: t('article.form.drop'),
      cancelText: t('article.form.keepEditing'),
      onOk: leave,
    });
  };

  return (
    <div className="articles-page">
      <Typography.Title level={3}>{t(existing ? 'article.form.editTitle' : 'article.form.newTitle')}</Typography.Title>
      <Form
        form={form}
        layout="vertical"
        name="interpretation"
        className="interpretation-form"
        initialValues={initialValues}
        onFinish={onSubmit}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('article.fields.pmid')} required>
              <Space.Compact block>
                <Form.Item
                  name="pmid"
                  noStyle
                  rules={[{ required: true, pattern: PMID_PATTERN, message: t('errors.PMID_INVALID') }]}
                >
                  <Input inputMode="numeric" data-testid="interpretation-pmid" />
                </Form.Item>
                {pubmed.data?.configured && (
                  <Button loading={fill.isPending} onClick={() => void onFill()} data-testid="interpretation-fill">
                    {t('article.form.fill')}
                  </Button>
                )}
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="title"
              label={t('article.fields.title')}
              rules={[{ required: true, whitespace: true, message: t('errors.TITLE_REQUIRED') }]}
            >
              <Input data-testid="interpretation-title" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="englishTitle" label={t('article.fields.englishTitle')}>
              <Input maxLength={INTERPRETATION_ENGLISH_TITLE_MAX_LENGTH} data-testid="interpretation-english-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="magazineName" label={t('article.fields.magazineName')}>
              <Input maxLength={INTERPRETATION_MAGAZINE_MAX_LENGTH} data-testid="interpretation-magazine" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="impactFactor" label={t('article.fields.impactFactor')}>
              <InputNumber min={0} max={IMPACT_FACTOR_MAX} step={0.1} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="parentType" label={t('article.fields.parentType')}>
              <Select options={ARTICLE_KEYS.map((k) => ({ value: k, label: t(`article.keys.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('article.fields.type')}>
              <Select options={INTERPRETATION_TYPES.map((k) => ({ value: k, label: t(`article.types.${k}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">{t('article.form.sectionsHint')}</Typography.Paragraph>
        {INTERPRETATION_SECTIONS.map((section) => (
          <Form.Item key={section} name={section} label={t(`article.fields.${section}`)}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 12 }}
              maxLength={INTERPRETATION_SECTION_MAX_LENGTH}
              data-testid={`interpretation-${section}`}
            />
          </Form.Item>
        ))}
        <Space wrap className="interpretation-actions">
          <Button onClick={onCancel} data-testid="interpretation-cancel">
            {t('article.form.cancel')}
          </Button>
          <Button onClick={() => void onPreview()} loading={preview.isPending} data-testid="interpretation-preview">
            {t('article.form.preview')}
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="interpretation-submit">
            {t('article.form.submit')}
          </Button>
        </Space>
      </Form>
      <Modal
        open={shown !== null}
        width={900}
        title={t('article.form.preview')}
        footer={null}
        onCancel={() => setShown(null)}
      >
        {shown && (
          <div data-testid="interpretation-preview-view">
            <InterpretationView value={shown} />
          </div>
        )}
      </Modal>
    </div>
  );
}
