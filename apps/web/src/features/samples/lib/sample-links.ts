import type { Locale, Sample } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';

/** The sheet types of mysample/infoSheet/:id/:type/:userId: edit while the caller may change it, else view. */
export const SHEET_TYPES = ['edit', 'view'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];

/** The information sheet of a sample, for editing when the caller may still change it. */
export function sheetPath(locale: Locale, sample: Pick<Sample, 'sampleId' | 'userUuid' | 'actions'>): string {
  const type: SheetType = sample.actions.edit ? 'edit' : 'view';
  return pathTo(locale, 'mysample-infoSheet', { id: sample.sampleId, type, userId: sample.userUuid });
}
