import type { Rule } from 'antd/es/form';
import type { TFunction } from '../i18n/translator';
import type { ValidationResult } from '@biocloud/contracts';

/**
 * A form rule that applies a rule of contracts to the trimmed value and shows the localized text of its code
 * (errors.<CODE>), or the text under `messageKey` when one field needs its own wording.
 */
export function contractsRule(t: TFunction, validate: (value: string) => ValidationResult, messageKey?: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = validate(typeof value === 'string' ? value.trim() : '');
      if (!result.ok) throw new Error(t(messageKey ?? `errors.${result.code}`));
    },
  };
}
