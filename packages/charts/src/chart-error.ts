import type { ChartErrorCode } from '@biocloud/contracts';

/** A table or a choice that cannot make the chart asked for; the codes and why they are stable: contracts. */
export class ChartInputError extends Error {
  constructor(
    readonly code: ChartErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ChartInputError';
  }
}

export function isChartInputError(error: unknown): error is ChartInputError {
  return error instanceof ChartInputError;
}
