import { EMPTY_CELL_TEXT } from '@biocloud/contracts';

/** A run time in milliseconds as H:mm:ss (hours grow past 24), or EMPTY_CELL_TEXT without one. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return EMPTY_CELL_TEXT;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}
