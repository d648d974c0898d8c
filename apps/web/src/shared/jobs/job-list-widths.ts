import { COLUMN_WIDTHS_PX } from '@biocloud/contracts';
import { TEXT_COLUMN_MIN_PX } from '../ui/table-min-width';

/*
 * Column widths of the job lists (task, compute and project jobs). At 1280 px the console's content is 964 px
 * wide: the name and the two dates keep the spec's widths (COLUMN_WIDTHS_PX), status, run time and the row's icon
 * actions take what they show, and the text columns (tool, app, project) share the rest, cut with an ellipsis. So
 * name, status and dates are in view without sideways scrolling from 1280 px up, and the fixed actions cover nothing.
 */

/** A small icon button (antd), the gap between two and a cell's side paddings in a middle-size table. */
const ICON_BUTTON_PX = 24;
const ICON_GAP_PX = 4;
const CELL_PADDINGS_PX = 16;
/** The actions column is never narrower than its header ("Actions", "操作"). */
const ACTIONS_HEADER_PX = 72;

export const JOB_LIST_WIDTHS_PX = {
  name: COLUMN_WIDTHS_PX.name,
  date: COLUMN_WIDTHS_PX.date,
  /** A status badge ("Success", "Running", "已终止"); the longer ones ("Terminated", "Preparing resources") wrap. */
  status: 96,
  /** H:mm:ss, and the header ("Run time", "运行时长") with its sort arrows on one line. */
  runTime: 96,
  /** "1023.9 MB" */
  dataSize: 90,
  text: TEXT_COLUMN_MIN_PX,
} as const;

/** The width of a row's actions column holding `count` icon buttons (JobActionButtons in a table). */
export function iconActionsWidth(count: number): number {
  return Math.max(ACTIONS_HEADER_PX, count * ICON_BUTTON_PX + (count - 1) * ICON_GAP_PX + CELL_PADDINGS_PX);
}

/** The most actions a job of these statuses offers at once (its status machine's `actions`). */
export function mostActions<S>(statuses: readonly S[], actionsOf: (status: S) => readonly unknown[]): number {
  return Math.max(...statuses.map((status) => actionsOf(status).length));
}
