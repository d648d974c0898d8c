import { Form, Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useTranslation } from '../i18n/use-translation';
import { validateDescription } from '@biocloud/contracts';
import { contractsRule } from './contracts-rule';

/** The `description` field of a create or edit form, limited by the contracts' description rule (spec §5). */
export function DescriptionFormItem({ label, ...textArea }: { label: string } & TextAreaProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name="description" label={label} rules={[contractsRule(t, validateDescription)]}>
      <Input.TextArea {...textArea} />
    </Form.Item>
  );
}
