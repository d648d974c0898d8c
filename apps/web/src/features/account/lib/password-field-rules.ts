import type { FormRule } from 'antd';
import type { TFunction } from '../../../shared/i18n/translator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRuleBroken } from '@biocloud/contracts';

/** The one rule of a new password in words, shown under every new-password field. */
export function newPasswordHint(t: TFunction): string {
  return t('user.newPassword.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

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
