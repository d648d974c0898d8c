/** The share of the quota in use, in whole percent from 0 to 100; a used byte shows as at least 1 %. */
export function usedPercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) return usedBytes > 0 ? 100 : 0;
  if (usedBytes <= 0) return 0;
  return Math.min(100, Math.max(1, Math.round((usedBytes / quotaBytes) * 100)));
}
