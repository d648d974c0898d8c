import type { AppStep, Locale, ResolvedParams, StepParamValue } from '@biocloud/contracts';

/** What a run's params are resolved against besides the app's own: its sample name and the submitting user. */
export interface StepParamContext {
  /** The run's sample name; null when the step does not scatter. */
  sample: string | null;
  /** The sample the app runs on, named after an app input's first file (`sampleOf`); null without one. */
  sampleOf?: (input: string) => string | null;
  /** The submitting user's locale: reports and figures are made in it. */
  locale: Locale;
}

function resolve(value: StepParamValue, appParams: ResolvedParams, context: StepParamContext): unknown {
  if (typeof value !== 'object') return value;
  if ('param' in value) return appParams[value.param];
  if ('sample' in value) return context.sample;
  if ('sampleOf' in value) return context.sampleOf?.(value.sampleOf) ?? null;
  if ('locale' in value) return context.locale;
  return value[context.locale];
}

/**
 * A step's raw tool params: its literals (a text in both locales gives the user's), the app params it maps (left
 * out when the app param is empty), the run's sample name where it asks for it (`{ sample: true }`; left out for a
 * run without one) and the user's locale where it asks for it (`{ locale: true }`).
 */
export function stepParamsFor(
  step: Pick<AppStep, 'params'>,
  appParams: ResolvedParams,
  context: StepParamContext,
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(step.params)) {
    const resolved = resolve(value, appParams, context);
    if (resolved !== undefined && resolved !== null) raw[name] = resolved;
  }
  return raw;
}
