import { describe, expect, it } from 'vitest';
import type { Sample } from '@biocloud/contracts';
import { SELECTION_COLUMN_PX } from '../../../shared/ui/table-min-width';
import { SAMPLE_LIST_WIDTHS_PX, sampleActionsWidth } from './sample-list-widths';

/** The console's content at 1440 px (1280 px gives 964: job-list-widths.ts), beside the 200 px menu. */
const CONTENT_AT_1440_PX = 964 + 160;

const row = (actions: Partial<Sample['actions']>) =>
  ({ actions: { edit: false, send: false, delete: false, ...actions } }) as Sample;

describe('sample list widths (walkthrough M2)', () => {
  it('fit every column of the customer list beside the widest actions at 1440 px', () => {
    const { ownerName, ...customerColumns } = SAMPLE_LIST_WIDTHS_PX;
    const widest = sampleActionsWidth([row({ edit: true, send: true, delete: true })]);
    const total = SELECTION_COLUMN_PX + Object.values(customerColumns).reduce((a, b) => a + b, 0) + widest;
    expect(total).toBeLessThanOrEqual(CONTENT_AT_1440_PX);
    // The staff view adds the customer and leaves the sample type to wider screens.
    expect(total + ownerName - SAMPLE_LIST_WIDTHS_PX.sampleType).toBeLessThanOrEqual(CONTENT_AT_1440_PX);
  });

  it('make the actions as wide as the most buttons a row offers', () => {
    expect(sampleActionsWidth([row({}), row({ send: true })])).toBeLessThan(
      sampleActionsWidth([row({ edit: true, send: true, delete: true })]),
    );
    expect(sampleActionsWidth([])).toBeGreaterThanOrEqual(72);
  });
});
