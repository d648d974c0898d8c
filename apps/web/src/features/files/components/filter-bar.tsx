import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FILE_SIZE_UNITS, type FileSizeUnit } from '@biocloud/contracts';
import { sizeBoundError, sizeSearchError, type SizeSearchDraft } from '../lib/size-search';

export interface Filters {
  search: string;
  size: SizeSearchDraft;
}

interface FilterValues {
  search?: string;
  sizeStart?: string;
  sizeEnd?: string;
  sizeUnit?: FileSizeUnit;
}

interface FilterBarProps {
  initial: Filters;
  onApply: (filters: Filters) => void;
  /** The size range search (my data); the project view searches by name only (spec 000 §7). */
  withSize?: boolean;
}

const SIZE_INPUT_MAX = 3;

/**
 * Name search and file-size range search (spec 000 §5): each bound is checked when it loses focus, start not above
 * end; Enter or the search button applies what passes.
 */
export function FilterBar({ initial, onApply, withSize = true }: FilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();

  const boundRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const code = sizeBoundError(value);
      if (code) throw new Error(t(`errors.${code}`));
    },
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rangeRule = ({ getFieldValue }: { getFieldValue: (name: keyof FilterValues) => unknown }) => ({
    validator: async () => {
      const draft = {
        start: text(getFieldValue('sizeStart')),
        end: text(getFieldValue('sizeEnd')),
        unit: getFieldValue('sizeUnit') as FileSizeUnit,
      };
      if (sizeBoundError(draft.start) || sizeBoundError(draft.end)) return;
      const code = sizeSearchError(draft);
      if (code) throw new Error(t(`errors.${code}`));
    },
  });

  const onFinish = (values: FilterValues) =>
    onApply({
      search: (values.search ?? '').trim(),
      size: {
        start: (values.sizeStart ?? '').trim(),
        end: (values.sizeEnd ?? '').trim(),
        // Without the size fields (project view) the form holds no unit.
        unit: values.sizeUnit ?? initial.size.unit,
      },
    });

  return (
    <Form<FilterValues>
      name="file-filters"
      form={form}
      layout="inline"
      className="filter-bar"
      initialValues={{
        search: initial.search,
        sizeStart: initial.size.start,
        sizeEnd: initial.size.end,
        sizeUnit: initial.size.unit,
      }}
      onFinish={onFinish}
    >
      <Form.Item name="search" className="filter-search">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('files.search.placeholder')}
          aria-label={t('files.search.placeholder')}
        />
      </Form.Item>
      {withSize && (
        <Form.Item label={t('files.search.size')} className="filter-size" colon={false}>
          <div className="size-range">
            <Form.Item name="sizeStart" noStyle={false} validateTrigger="onBlur" rules={[boundRule]}>
              <Input
                className="size-input"
                inputMode="numeric"
                maxLength={SIZE_INPUT_MAX + 2}
                placeholder={t('files.search.sizeStart')}
                aria-label={t('files.search.sizeStart')}
              />
            </Form.Item>
            <span className="size-dash" aria-hidden="true">
              {t('files.search.rangeSeparator')}
            </span>
            <Form.Item
              name="sizeEnd"
              validateTrigger="onBlur"
              dependencies={['sizeStart', 'sizeUnit']}
              rules={[boundRule, rangeRule]}
            >
              <Input
                className="size-input"
                inputMode="numeric"
                maxLength={SIZE_INPUT_MAX + 2}
                placeholder={t('files.search.sizeEnd')}
                aria-label={t('files.search.sizeEnd')}
              />
            </Form.Item>
            <Form.Item name="sizeUnit">
              <Select
                className="size-unit"
                aria-label={t('files.search.unit')}
                options={FILE_SIZE_UNITS.map((unit) => ({ value: unit, label: unit }))}
              />
            </Form.Item>
          </div>
        </Form.Item>
      )}
      <Form.Item>
        <Button htmlType="submit" icon={<SearchOutlined />}>
          {t('files.search.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
