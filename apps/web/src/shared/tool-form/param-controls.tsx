import type { ReactElement } from 'react';
import { Input, Select, Switch } from 'antd';
import type { TFunction } from '../i18n/translator';
import type { Locale } from '@biocloud/contracts';
import type { ScalarParam } from './tool-form-values';

/*
 * One antd control per param type (the manifest stays as it is; values live in the form store). Numbers are typed as
 * text and checked by contracts, as the server checks them: an input that clamped or dropped what was typed would
 * hide the mistake instead of saying what is wrong.
 */

type NumberParam = Extract<ScalarParam, { type: 'int' | 'float' }>;

/** The limits of a number param as a hint, or undefined when it has none. */
export function numberLimits(param: NumberParam, t: TFunction): string | undefined {
  const { min, max } = param;
  if (min !== undefined && max !== undefined) return t('software.form.range', { min, max });
  if (min !== undefined) return t('software.form.atLeast', { min });
  if (max !== undefined) return t('software.form.atMost', { max });
  return undefined;
}

/** The control a Form.Item wraps (it passes value and onChange); booleans are read through `checked`. */
export function paramControl(param: ScalarParam, locale: Locale, t: TFunction): ReactElement {
  switch (param.type) {
    case 'int':
    case 'float':
      return (
        <Input
          inputMode={param.type === 'int' ? 'numeric' : 'decimal'}
          placeholder={numberLimits(param, t)}
          className="param-number"
          allowClear={!param.required}
        />
      );
    case 'boolean':
      return <Switch />;
    case 'select':
      return (
        <Select
          options={param.options.map((option) => ({ value: option.value, label: option.label[locale] }))}
          allowClear={!param.required}
          className="param-select"
        />
      );
    case 'text':
      return <Input allowClear={!param.required} />;
  }
}
