import type { AppStep, ResolvedParams } from '@biocloud/contracts';

/** A step's raw tool params: its literals, and the app params it maps (left out when the app param is empty). */
export function stepParamsFor(step: Pick<AppStep, 'params'>, appParams: ResolvedParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(step.params)) {
    const resolved = typeof value === 'object' ? appParams[value.param] : value;
    if (resolved !== undefined) raw[name] = resolved;
  }
  return raw;
}
