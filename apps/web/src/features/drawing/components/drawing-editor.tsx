import { useState } from 'react';
import { CloseOutlined, FileAddOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import dayjs from 'dayjs';
import { fileCountRange, parseDrawingSpec, parseTable, type DrawType, type Table } from '@biocloud/charts';
import { JOB_NAME_PATTERN } from '@biocloud/contracts';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { useCreateDrawing } from '../api/create-drawing';
import { useTableFiles, type TableFile } from '../api/get-table-file';
import { defaultParams } from '../lib/default-params';
import { ChartPreview } from './chart-preview';
import { DrawingResult } from './drawing-result';
import { ParamsForm } from './params-form';
import { TablePicker } from './table-picker';

export interface EditorStart {
  drawType: DrawType;
  fileUuids: string[];
  /** A saved drawing's params; none: defaults from the first table. */
  params?: Record<string, unknown>;
  workflowName?: string;
  /** Folder the picker opens in. */
  pickerFolder?: string;
}

function firstTable(file: TableFile | undefined, header: unknown): Table | undefined {
  if (!file?.text) return undefined;
  try {
    return parseTable(file.text, { header: header === 'yes' || header === 'no' ? header : 'auto' });
  } catch {
    return undefined;
  }
}

/** A drawing tool: table files, choices, the live preview, and submitting for the server's SVG, PNG and PDF. */
export function DrawingEditor({ start }: { start: EditorStart }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { drawType } = start;
  const [fileUuids, setFileUuids] = useState(start.fileUuids);
  const [params, setParams] = useState<Record<string, unknown> | undefined>(start.params);
  // A new figure is named after its tool and the time, so its result folder says what it holds.
  const [workflowName, setWorkflowName] = useState(
    () => start.workflowName ?? `${drawType}_${dayjs().format('YYYYMMDD_HHmmss')}`,
  );
  const [picking, setPicking] = useState(false);
  const [drawingId, setDrawingId] = useState<string | null>(null);
  const create = useCreateDrawing();

  const queries = useTableFiles(fileUuids);
  const files = queries.flatMap((q) => (q.data ? [q.data] : []));
  const loaded = files.length === fileUuids.length;
  const table = firstTable(files[0], params?.header);
  // Until the user touches the form, the params follow the first table chosen.
  const shown = params ?? defaultParams(drawType, table);
  const { max } = fileCountRange(drawType);
  const nameOk = JOB_NAME_PATTERN.test(workflowName);
  const ready = loaded && files.length > 0 && nameOk && parseDrawingSpec(drawType, shown).ok;

  const addFile = (fileUuid: string) => {
    setFileUuids((current) => (max === 1 ? [fileUuid] : [...new Set([...current, fileUuid])].slice(0, max)));
    if (max === 1 && !start.params) setParams(undefined);
    setPicking(false);
  };
  const submit = () =>
    create.mutate(
      { drawType, fileUuids, params: shown, workflowName },
      {
        onSuccess: ({ drawingId: id }) => setDrawingId(id),
        onError: (error) => {
          if (!isReportedByApp(error)) void message.error(errorText(t, error));
        },
      },
    );

  return (
    <Row gutter={[16, 16]} className="drawing-editor">
      <Col xs={24} lg={8}>
        <Card title={t('drawing.form.title')}>
          <Form layout="vertical">
            <Form.Item label={t(max === 1 ? 'drawing.form.file' : 'drawing.form.files', { max })} required>
              <Space orientation="vertical" className="drawing-full-width">
                {fileUuids.map((fileUuid, k) => (
                  <Tag
                    key={fileUuid}
                    closable
                    closeIcon={<CloseOutlined />}
                    onClose={() => setFileUuids(fileUuids.filter((u) => u !== fileUuid))}
                    data-testid="chosen-file"
                  >
                    {queries[k]?.data?.name ?? fileUuid}
                  </Tag>
                ))}
                {fileUuids.length < max && (
                  <Button icon={<FileAddOutlined />} onClick={() => setPicking(true)} data-testid="choose-file">
                    {t('drawing.form.chooseFile')}
                  </Button>
                )}
              </Space>
            </Form.Item>
            <Form.Item
              label={t('drawing.form.workflowName')}
              required
              validateStatus={nameOk ? undefined : 'error'}
              help={nameOk ? undefined : t('drawing.form.workflowNameRule')}
            >
              <Input
                value={workflowName}
                onChange={(e) => setWorkflowName(e.target.value)}
                data-testid="workflow-name"
              />
            </Form.Item>
          </Form>
          <ParamsForm
            drawType={drawType}
            table={table}
            fileNames={files.map((f) => f.name)}
            params={shown}
            onChange={setParams}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card
          title={t('drawing.preview.title')}
          extra={
            <Button
              type="primary"
              disabled={!ready}
              loading={create.isPending}
              onClick={submit}
              data-testid="submit-drawing"
            >
              {t('drawing.form.submit')}
            </Button>
          }
        >
          {drawingId && (
            <div className="drawing-result-box">
              <DrawingResult key={drawingId} drawingId={drawingId} />
            </div>
          )}
          <ChartPreview drawType={drawType} files={loaded ? files : []} params={shown} />
          <Typography.Paragraph type="secondary" className="drawing-hint">
            {t('drawing.preview.hint')}
          </Typography.Paragraph>
        </Card>
      </Col>
      {picking && (
        <TablePicker
          startFolder={start.pickerFolder}
          onPick={(file) => addFile(file.fileUuid)}
          onCancel={() => setPicking(false)}
        />
      )}
    </Row>
  );
}
