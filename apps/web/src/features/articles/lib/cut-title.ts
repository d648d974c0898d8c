import { INTERPRETATION_LIST_TITLE_LENGTH } from '@biocloud/contracts';

/**
 * A title as lists show it (spec 001 §3): its first INTERPRETATION_LIST_TITLE_LENGTH characters plus an ellipsis
 * when it is longer. Characters are code points, so a Chinese character or an emoji is never split.
 */
export function cutTitle(title: string, length = INTERPRETATION_LIST_TITLE_LENGTH): string {
  const chars = Array.from(title);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : title;
}
