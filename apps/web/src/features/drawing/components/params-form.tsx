import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FIGURE_SIZE, numericColumns, paramDefault, TEXT_MAX, type DrawType, type Table } from '@biocloud/charts';
import { COMMON_TEXT_FIELDS, PARAM_FIELDS, type ParamField } from '../lib/param-fields';
import { paletteKey, palettesFor } from '../lib/palettes';

interface ParamsFormProps {
  drawType: DrawType;
  /** The first table (venn: the first file), whose columns the column fields offer. */
  table: Table | undefined;
  /** File names, one set name field each (venn). */
  fileNames: readonly string[];
  params: Record<string, unknown>;
  onChange: (params: Record<string, unknown>) => void;
}

const HEADER_MODES = ['auto', 'yes', 'no'] as const;

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <span className="drawing-swatches">
      {colors.map((color) => (
        <span key={color} className="drawing-swatch" style={{ background: color }} />
      ))}
    </span>
  );
}

/** The choices of a drawing tool, generated from PARAM_FIELDS; every change re-draws the preview. */
export function ParamsForm({ drawType, table, fileNames, params, onChange }: ParamsFormProps) {
  const { t } = useTranslation();
  const set = (name: string, value: unknown) => onChange({ ...params, [name]: value });
  const numbers = table ? numericColumns(table) : [];
  const options = (numeric: boolean) =>
    (table?.columns ?? []).filter((c) => !numeric || numbers.includes(c)).map((c) => ({ value: c, label: c }));
  const label = (name: string) => t(`drawing.params.${name}`);

  const control = (field: ParamField) => {
    switch (field.kind) {
      case 'column':
        return (
          <Select
            allowClear={field.optional}
            showSearch
            value={params[field.name] as string | undefined}
            options={options(field.numeric)}
            placeholder={t(field.optional ? 'drawing.form.optionalColumn' : 'drawing.form.chooseColumn')}
            onChange={(value?: string) => set(field.name, value ?? undefined)}
          />
        );
      case 'columns':
        return (
          <Select
            mode="multiple"
            value={(params[field.name] as string[] | undefined) ?? []}
            options={options(field.numeric)}
            placeholder={t(drawType === 'heatmap' ? 'drawing.form.allNumeric' : 'drawing.form.chooseColumns')}
            onChange={(value: string[]) => set(field.name, value)}
          />
        );
      case 'switch':
        return (
          <Switch
            checked={(params[field.name] ?? paramDefault(drawType, field.name)) === true}
            onChange={(v) => set(field.name, v)}
          />
        );
      case 'select':
        return (
          <Select
            value={(params[field.name] as string | undefined) ?? field.options[0]}
            options={field.options.map((value) => ({ value, label: t(`drawing.options.${field.name}.${value}`) }))}
            onChange={(value: string) => set(field.name, value)}
          />
        );
      case 'setNames': {
        const names = (params.setNames as string[] | undefined) ?? [];
        return (
          <Space orientation="vertical" className="drawing-full-width">
            {fileNames.map((fileName, k) => (
              <Input
                key={fileName}
                maxLength={TEXT_MAX}
                placeholder={fileName}
                value={names[k] ?? ''}
                onChange={(e) =>
                  set(
                    'setNames',
                    fileNames.map((_, i) => (i === k ? e.target.value : (names[i] ?? ''))),
                  )
                }
              />
            ))}
          </Space>
        );
      }
    }
  };

  const palettes = palettesFor(drawType);
  const colors = (params.colors as string[] | undefined) ?? [];
  return (
    <Form layout="vertical" className="drawing-params" data-testid="drawing-params">
      {PARAM_FIELDS[drawType].map((field) => (
        <Form.Item key={field.name} label={label(field.name)} data-field={field.name}>
          {control(field)}
        </Form.Item>
      ))}
      {COMMON_TEXT_FIELDS.map((name) => (
        <Form.Item key={name} label={label(name)}>
          <Input
            maxLength={TEXT_MAX}
            value={(params[name] as string | undefined) ?? ''}
            onChange={(e) => set(name, e.target.value)}
            data-testid={`param-${name}`}
          />
        </Form.Item>
      ))}
      <Form.Item label={label('colors')}>
        <Select
          value={paletteKey(drawType, colors)}
          options={Object.entries(palettes).map(([key, swatch]) => ({
            value: key,
            label: (
              <Space>
                <Swatches colors={swatch} />
                {t(`drawing.palettes.${key}`)}
              </Space>
            ),
          }))}
          onChange={(key: string) => set('colors', key === 'default' ? [] : [...palettes[key]!])}
        />
      </Form.Item>
      <Space wrap>
        {(['width', 'height'] as const).map((name) => (
          <Form.Item key={name} label={label(name)}>
            <InputNumber
              min={FIGURE_SIZE.min}
              max={FIGURE_SIZE.max}
              step={50}
              value={params[name] as number | undefined}
              placeholder={String(name === 'width' ? FIGURE_SIZE.defaultWidth : FIGURE_SIZE.defaultHeight)}
              onChange={(value) => set(name, value ?? undefined)}
            />
          </Form.Item>
        ))}
        <Form.Item label={label('header')}>
          <Select
            className="drawing-header-select"
            value={(params.header as string | undefined) ?? 'auto'}
            options={HEADER_MODES.map((value) => ({ value, label: t(`drawing.options.header.${value}`) }))}
            onChange={(value: string) => set('header', value)}
          />
        </Form.Item>
      </Space>
    </Form>
  );
}
