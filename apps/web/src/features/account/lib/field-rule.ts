import type { FormInstance } from 'antd';
import type { TFunction } from '../../../shared/i18n/translator';
import {
  registrationFieldErrors,
  type CodeChannel,
  type RegisterRequest,
  type RegistrationField,
} from '@biocloud/contracts';

/** The antd rule of one registration field: the contracts' rule, the same the server runs, with its text. */
export function fieldRule(
  t: TFunction,
  form: FormInstance,
  channel: CodeChannel,
  field: RegistrationField,
  withCode = true,
) {
  return {
    validator: () => {
      const values = { ...(form.getFieldsValue(true) as RegisterRequest), channel };
      const code = registrationFieldErrors(values, [field], withCode)[field];
      return code ? Promise.reject(new Error(t(`errors.${code}`))) : Promise.resolve();
    },
  };
}
