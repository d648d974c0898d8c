import type { TFunction } from '../../../shared/i18n/translator';

/** A field's errors as antd's getFieldsError answers them. */
export interface FieldErrorState {
  name: (string | number)[];
  errors: string[];
}

/**
 * The sheet's errors as lines a user can act on (walkthrough M8): a row field says its row (one-based) and column
 * ("Row 2, Library type: ..."), any other field its own name. The summary sits at the top of the sheet, since the
 * failing cells may be scrolled out of view to the right.
 */
export function sheetErrorSummary(t: TFunction, fields: readonly FieldErrorState[]): string[] {
  return fields
    .filter((field) => field.errors.length > 0)
    .map((field) => {
      const [group, index, column] = field.name;
      const message = field.errors.join(' ');
      if (group === 'detailSampleInformationList' && typeof index === 'number' && typeof column === 'string') {
        return t('samples.sheet.rowError', { row: index + 1, column: t(`samples.row.${column}`), message });
      }
      const last = field.name[field.name.length - 1];
      const section =
        group === 'contractInformation' ? 'contract' : group === 'sampleInformationOverview' ? 'overview' : null;
      const fieldName = section && typeof last === 'string' ? t(`samples.${section}.${last}`) : String(last);
      return t('samples.sheet.fieldError', { field: fieldName, message });
    });
}
