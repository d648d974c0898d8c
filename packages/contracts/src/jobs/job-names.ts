import { JOB_NAME_DISPLAY_MAX_CHARS } from '../limits';

/*
 * The name a job gets when the user types none. Lists cut names at JOB_NAME_DISPLAY_MAX_CHARS, so the whole default
 * name fits in that cut and ends with the submit time: every run of a tool reads differently in a list (the tool
 * itself has its own column). It matches JOB_NAME_PATTERN.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `_MMDD_HHmmss`: the distinctive part, in the clock of whoever names the job. */
function timeSuffix(now: Date): string {
  return `_${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/** The tool's or app's id shortened to its leading words (split at `-`) so the time suffix stays within the cut. */
function shortStem(id: string, maxChars: number): string {
  let stem = '';
  for (const word of id.split('-')) {
    const longer = stem === '' ? word : `${stem}-${word}`;
    if ([...longer].length > maxChars) break;
    stem = longer;
  }
  return stem === '' ? [...id].slice(0, maxChars).join('') : stem;
}

/** Marks a "try with example data" run among the tool's own runs. */
const EXAMPLE_TAG = '_ex';

function nameWithSuffix(id: string, suffix: string): string {
  return `${shortStem(id, JOB_NAME_DISPLAY_MAX_CHARS - suffix.length)}${suffix}`;
}

/** e.g. `seqkit_0102_030405` for `seqkit-stats` at 03:04:05 on 2 January. */
export function defaultJobName(id: string, now: Date): string {
  return nameWithSuffix(id, timeSuffix(now));
}

/** An example run's name, e.g. `fastp_ex_0102_030405`: as short and distinct as a default name, and marked. */
export function exampleJobName(id: string, now: Date): string {
  return nameWithSuffix(id, `${EXAMPLE_TAG}${timeSuffix(now)}`);
}
