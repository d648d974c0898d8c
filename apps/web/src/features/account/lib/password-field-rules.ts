import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { passwordRuleBroken } from '@biocloud/contracts';

/** The server's rules of a new password (contracts), checked as the user types, with the server's own texts. */
export function newPasswordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('errors.PASSWORD_REQUIRED') },
    {
      validator: async (_rule, value: string | undefined) => {
        const broken = value ? passwordRuleBroken(value) : null;
        if (broken) throw new Error(t(`errors.${broken}`));
      },
    },
  ];
}

/** The repetition of the field `passwordField` must equal it. */
export function repeatPasswordRules(t: TFunction, passwordField: string): FormRule[] {
  return [
    { required: true, message: t('errors.PASSWORD_REQUIRED') },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t('errors.PASSWORD_MISMATCH'));
      },
    }),
  ];
}
