import { useEffect, useRef, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Row,
  Select,
  Spin,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import {
  SAMPLE_DETAIL_FIELDS,
  SAMPLE_TYPES,
  type ContractInformation,
  type SampleInformation,
  type SampleOverview,
} from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import {
  useConstructionTypes,
  useSalesForceInfo,
  useSampleInformation,
  useSaveSampleInformation,
  type SaveSampleInformationBody,
} from '../api/sample-information';
import { fieldErrors } from '../lib/field-errors';
import { sheetErrorSummary } from '../lib/sheet-error-summary';
import { emptySheetRow, sheetFormValues, type SheetFormValues } from '../lib/sheet-form';
import { SampleLoadFailed } from './sample-load-failed';
import { SampleStatusTag } from './sample-status-tag';
import '../samples.css';

const CONTRACT_FIELDS = [
  'customerName',
  'organization',
  'contractNumber',
  'phone',
  'email',
  'salesName',
  'address',
] as const satisfies readonly (keyof ContractInformation)[];
const TRANSPORT_CONDITIONS = ['dryIce', 'icePack', 'roomTemperature', 'liquidNitrogen'] as const;
const TEXT_OVERVIEW_FIELDS = ['species', 'sequencingPlatform'] as const satisfies readonly (keyof SampleOverview)[];
const NUMBER_ROW_FIELDS = new Set(['concentration', 'volume', 'od260280', 'od260230', 'rin', 'dataSize']);

/**
 * mysample/infoSheet/:id/:type/:userId: the sample information sheet (spec 001 §2, §3): contract information, the
 * sample overview and one row per tube, with the batch and PO numbers, the return choice and the download and
 * analysis-plan flags. isEdit (the owner, in a draft, opened for editing) decides whether anything can change;
 * isSubmit says the lab has it. Saving sends the whole sheet; submitting saves and hands it to the lab.
 */
export function InfoSheetPage() {
  const { t } = useTranslation();
  const { id = '', type } = useParams();
  const information = useSampleInformation(id);
  if (information.isPending) return <Spin className="page-spin" />;
  if (information.isError) {
    return <SampleLoadFailed query={information} title={t('samples.sheet.loadFailed')} />;
  }
  return <SheetForm information={information.data} editable={information.data.isEdit && type !== 'view'} />;
}

function SheetForm({ information, editable }: { information: SampleInformation; editable: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<SheetFormValues>();
  const save = useSaveSampleInformation();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  /**
   * After a refusal (the form's or the server's): the summary at the top stays, and the first bad cell is scrolled
   * into view, sideways too (the construction column is out of view on most screens), and focused (walkthrough M8).
   */
  const showErrors = () => {
    const failing = form.getFieldsError().filter((field) => field.errors.length > 0);
    setErrorLines(sheetErrorSummary(t, failing));
    if (failing[0]) form.scrollToField(failing[0].name, { block: 'center', inline: 'center', focus: true });
  };
  // A draft saves with incomplete rows; only a submit asks for each row's name and construction (walkthrough M8).
  const submitting = useRef(false);
  const rowRequired = {
    validator: (_: unknown, value: unknown) =>
      !submitting.current || (typeof value === 'string' ? value.trim() !== '' : value != null)
        ? Promise.resolve()
        : Promise.reject(new Error(t('errors.SAMPLE_VALUE_REQUIRED'))),
  };
  const prefill = useSalesForceInfo(editable && information.contractInformation === null);
  const sampleType = Form.useWatch('sampleType', form) ?? information.sampleType;
  const constructions = useConstructionTypes(sampleType);

  useEffect(() => {
    if (prefill.data && information.contractInformation === null) {
      form.setFieldsValue({ contractInformation: prefill.data });
    }
  }, [prefill.data, information.contractInformation, form]);

  const detailPath = pathTo(locale, 'mysample-sampleDetail', { id: information.sampleId });
  const send = (values: SheetFormValues, isSubmit: boolean) => {
    // The rows go as typed; the server checks each against the contracts and names what it refuses.
    const rows = values.detailSampleInformationList as SaveSampleInformationBody['detailSampleInformationList'];
    const body: SaveSampleInformationBody = {
      ...values,
      detailSampleInformationList: rows,
      sampleId: information.sampleId,
      isSubmit,
    };
    save.mutate(body, {
      onSuccess: () => {
        void message.success(t(isSubmit ? 'samples.sheet.submitted' : 'samples.sheet.saved'));
        if (isSubmit) void navigate(detailPath);
      },
      onError: (error) => {
        const fields = fieldErrors<SheetFormValues>(t, error);
        if (fields.length > 0) {
          form.setFields(fields);
          showErrors();
          void message.error(t('samples.sheet.fixFields', { count: fields.length }));
        } else void message.error(errorText(t, error));
      },
    });
  };
  const submit = () => {
    submitting.current = true;
    // The validators run after this returns: the flag drops once they have answered.
    const checked = form.validateFields().finally(() => {
      submitting.current = false;
    });
    return checked.then((values) => send(values, true)).catch(showErrors);
  };

  const text = (name: (string | number)[], label: string, required = false) => (
    <Form.Item
      name={name}
      label={label}
      rules={required ? [{ required: true, whitespace: true, message: t('errors.SAMPLE_VALUE_REQUIRED') }] : []}
    >
      <Input autoComplete="off" data-testid={`sheet-${name.join('-')}`} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={sheetFormValues(information)}
      onFinish={(values) => {
        setErrorLines([]);
        send(values, false);
      }}
      onFinishFailed={showErrors}
      className="sample-sheet"
      data-testid="sample-sheet"
    >
      <Card variant="borderless">
        <div className="sample-title-row">
          <Typography.Title level={4}>{t('samples.sheet.title', { title: information.title })}</Typography.Title>
          <SampleStatusTag status={information.status} />
          <Typography.Text type="secondary">{information.informationSingleNumber}</Typography.Text>
          {!editable && (
            <Typography.Text type="secondary" data-testid="sheet-readonly">
              {t(information.isSubmit ? 'samples.sheet.readOnlySubmitted' : 'samples.sheet.readOnly')}
            </Typography.Text>
          )}
        </div>
      </Card>
      {errorLines.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="sheet-error-summary"
          message={t('samples.sheet.fixFields', { count: errorLines.length })}
          description={
            <ul className="sample-sheet-errors">
              {errorLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      )}
      <Card title={t('samples.sheet.contract')} variant="borderless">
        <Row gutter={16}>
          {CONTRACT_FIELDS.map((field) => (
            <Col key={field} xs={24} sm={12} lg={8}>
              {text(['contractInformation', field], t(`samples.contract.${field}`), field === 'customerName')}
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('samples.sheet.overview')} variant="borderless">
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="sampleType" label={t('samples.fields.sampleType')}>
              <Select options={SAMPLE_TYPES.map((v) => ({ value: v, label: t(`samples.sampleType.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name={['sampleInformationOverview', 'sampleCount']} label={t('samples.overview.sampleCount')}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item
              name={['sampleInformationOverview', 'transportCondition']}
              label={t('samples.overview.transportCondition')}
            >
              <Select options={TRANSPORT_CONDITIONS.map((v) => ({ value: v, label: t(`samples.transport.${v}`) }))} />
            </Form.Item>
          </Col>
          {TEXT_OVERVIEW_FIELDS.map((field) => (
            <Col key={field} xs={24} sm={12} lg={8}>
              {text(['sampleInformationOverview', field], t(`samples.overview.${field}`))}
            </Col>
          ))}
          <Col xs={24} lg={16}>
            <Form.Item
              name={['sampleInformationOverview', 'analysisRequirement']}
              label={t('samples.overview.analysisRequirement')}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8}>
            {text(['batchNum'], t('samples.sheet.batchNum'))}
          </Col>
          <Col xs={24} sm={12} lg={8}>
            {text(['poNumber'], t('samples.sheet.poNumber'))}
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="isDownLoad" valuePropName="checked" label={t('samples.sheet.options')}>
              <Checkbox data-testid="sheet-isDownLoad">{t('samples.sheet.isDownLoad')}</Checkbox>
            </Form.Item>
            <Form.Item name="isAnalysisPlan" valuePropName="checked">
              <Checkbox data-testid="sheet-isAnalysisPlan">{t('samples.sheet.isAnalysisPlan')}</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="rtnSample" label={t('samples.sheet.rtnSample')}>
              <Radio.Group
                options={(['code_1', 'code_2', 'code_3'] as const).map((v) => ({
                  value: v,
                  label: t(`samples.returnSample.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('samples.sheet.rows')} variant="borderless">
        <Form.List name="detailSampleInformationList">
          {(fields, { add, remove }) => (
            <>
              {/* Phones see about three of the columns: the hint says there are more (walkthrough L6). */}
              <Typography.Text type="secondary" className="sample-sheet-scroll-hint" data-testid="sheet-scroll-hint">
                {t('samples.sheet.scrollHint', { count: SAMPLE_DETAIL_FIELDS.length })}
              </Typography.Text>
              <Table
                className="sample-sheet-rows"
                size="small"
                rowKey="key"
                dataSource={fields}
                pagination={false}
                scroll={{ x: 1700 }}
                data-testid="sheet-rows"
                columns={[
                  ...SAMPLE_DETAIL_FIELDS.map((field) => ({
                    key: field,
                    title: t(`samples.row.${field}`),
                    width: field === 'remark' ? 220 : field === 'constructionType' ? 190 : 130,
                    render: (_: unknown, row: { name: number }) => (
                      <Form.Item
                        name={[row.name, field]}
                        rules={field === 'sampleName' || field === 'constructionType' ? [rowRequired] : []}
                      >
                        {field === 'constructionType' ? (
                          <Select
                            data-testid={`row-${row.name}-${field}`}
                            placeholder={t(`samples.row.${field}`)}
                            aria-label={t(`samples.row.${field}`)}
                            options={(constructions.data?.constructionTypes ?? []).map((v) => ({
                              value: v,
                              label: t(`samples.construction.${v}`),
                            }))}
                          />
                        ) : NUMBER_ROW_FIELDS.has(field) ? (
                          <InputNumber
                            min={0}
                            data-testid={`row-${row.name}-${field}`}
                            placeholder={t(`samples.row.${field}`)}
                            aria-label={t(`samples.row.${field}`)}
                          />
                        ) : (
                          <Input
                            autoComplete="off"
                            data-testid={`row-${row.name}-${field}`}
                            placeholder={t(`samples.row.${field}`)}
                            aria-label={t(`samples.row.${field}`)}
                          />
                        )}
                      </Form.Item>
                    ),
                  })),
                  ...(editable
                    ? [
                        {
                          key: 'remove',
                          title: '',
                          width: 56,
                          fixed: 'right' as const,
                          render: (_: unknown, row: { name: number }) => (
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('samples.sheet.removeRow')}
                              onClick={() => remove(row.name)}
                            />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              {editable && (
                <Button icon={<PlusOutlined />} onClick={() => add(emptySheetRow())} data-testid="sheet-add-row">
                  {t('samples.sheet.addRow')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Card>
      <div className="sample-sheet-footer">
        <Link to={detailPath}>
          <Button disabled={false}>{t('samples.sheet.back')}</Button>
        </Link>
        {editable && (
          <>
            <Button htmlType="submit" loading={save.isPending && !save.variables?.isSubmit} data-testid="sheet-save">
              {t('samples.sheet.save')}
            </Button>
            <Popconfirm
              title={t('samples.sheet.submitConfirm')}
              okText={t('samples.sheet.submit')}
              cancelText={t('common.cancel')}
              onConfirm={() => void submit()}
            >
              <Button type="primary" loading={save.isPending && save.variables?.isSubmit} data-testid="sheet-submit">
                {t('samples.sheet.submit')}
              </Button>
            </Popconfirm>
          </>
        )}
      </div>
    </Form>
  );
}
