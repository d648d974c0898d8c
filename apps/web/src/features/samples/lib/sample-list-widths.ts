import type { Sample } from '@biocloud/contracts';
import { iconActionsWidth } from '../../../shared/jobs/job-list-widths';

/*
 * Column widths of the sample lists (walkthrough M2). At 1440 px the console's content is 1124 px wide: every column
 * of the customer's list is in view beside the fixed actions, each header on one line; the courier cell puts the
 * company above the number, so a 15-character number is never cut. The staff view adds the customer and leaves the
 * sample type to screens from 1600 px (it is on the sample's page).
 */
export const SAMPLE_LIST_WIDTHS_PX = {
  /** Cut with an ellipsis (whole on the sample's page): it gives way to the count headers. */
  title: 134,
  ownerName: 110,
  /** "SP00000001" and the header "Sheet no." / "信息单号" on one line ("Sheet number" wrapped at 1440). */
  number: 120,
  /** A status tag ("Submitted", "已出报告"). */
  status: 96,
  /** "Tissue sample" / "组织样本". */
  sampleType: 112,
  /** Tubes: the header ("Tubes", "管数") on one line beside the cell's 32 px of padding (64 broke "Tubes"). */
  count: 76,
  /** The report count with its icon, and the header ("Reports") on one line. */
  reports: 88,
  /** A courier number of up to 15 characters (SF1234567890123) on its own line, the header on one line. */
  courier: 150,
  /** "2026-11-29 07:48:00" */
  date: 164,
} as const;

/** Actions every row has: view and information sheet. */
const ALWAYS = 2;

/** The actions column is as wide as the most icon buttons a listed row offers (edit, send, delete come and go). */
export function sampleActionsWidth(rows: readonly Sample[]): number {
  const most = Math.max(
    0,
    ...rows.map((row) => [row.actions.edit, row.actions.send, row.actions.delete].filter(Boolean).length),
  );
  return iconActionsWidth(ALWAYS + most);
}
