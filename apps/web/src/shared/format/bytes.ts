import { BYTES_PER_FILE_SIZE_UNIT } from '@biocloud/contracts';

/** Binary units, as the size search uses them (1 KB = 1024 bytes). */
const UNITS = [
  ['TB', BYTES_PER_FILE_SIZE_UNIT.GB * 1024],
  ['GB', BYTES_PER_FILE_SIZE_UNIT.GB],
  ['MB', BYTES_PER_FILE_SIZE_UNIT.MB],
  ['KB', BYTES_PER_FILE_SIZE_UNIT.KB],
] as const;

/** A byte count for people: "512 B", "1.5 KB", "20 MB" (one decimal below 10 of a unit, none above). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  for (const [unit, size] of UNITS) {
    if (bytes >= size) {
      const value = bytes / size;
      const text = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
      return `${text} ${unit}`;
    }
  }
  return `${bytes} B`;
}
