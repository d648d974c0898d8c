import type { AppStep, ResolvedParams } from '@biocloud/contracts';

/**
 * A step's raw tool params: its literals, the app params it maps (left out when the app param is empty), and the
 * run's sample name where it asks for it (`{ sample: true }`; left out for a run without one).
 */
export function stepParamsFor(
  step: Pick<AppStep, 'params'>,
  appParams: ResolvedParams,
  sample: string | null,
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(step.params)) {
    const resolved = typeof value !== 'object' ? value : 'param' in value ? appParams[value.param] : sample;
    if (resolved !== undefined && resolved !== null) raw[name] = resolved;
  }
  return raw;
}
