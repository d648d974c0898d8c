import {
  resolveToolValues,
  sourcesOf,
  stepDependencies,
  topologicalOrder,
  type AppManifest,
  type AppStep,
  type Locale,
  type ResolvedParams,
  type ToolManifest,
  type ToolValueProblem,
} from '@biocloud/contracts';
import type { TaskInputsColumn, TaskParamsColumn, WorkflowStepSource } from '../../db/schema';
import { inputSample, scatterSamples } from './scatter-samples';
import { stepParamsFor } from '../catalog/step-params';

/*
 * An app run's steps, expanded once at submit: a scattered step becomes one run per file of the input it scatters
 * over (`<id>.<n>`), a step reading a scattered step's output in its own scatter reads run n of it, any other reader
 * gathers every run; each run of a scattered step knows its sample name (scatter-samples.ts). Params are resolved
 * against each tool's manifest here, per run, so the runner only copies them.
 */

export interface PlannedStep {
  key: string;
  stepId: string;
  shard: number | null;
  /** The run's sample name (scatter-samples.ts); null when the step does not scatter. */
  sample: string | null;
  toolId: string;
  softId: string;
  dependsOn: string[];
  inputs: Record<string, WorkflowStepSource[]>;
  params: TaskParamsColumn;
}

export type PlanResult = { ok: true; steps: PlannedStep[] } | { ok: false; problems: ToolValueProblem[] };

const shardKey = (stepId: string, shard: number) => `${stepId}.${shard + 1}`;

export function planWorkflow(
  app: AppManifest,
  tools: ReadonlyMap<string, ToolManifest>,
  inputs: TaskInputsColumn,
  appParams: ResolvedParams,
  /** The submitting user's: the steps that ask for it make their reports in it. */
  locale: Locale,
): PlanResult {
  const order = topologicalOrder(app.steps);
  if (!order) throw new Error(`app ${app.id} has a cycle`);
  /** Step id -> its run keys (one unless scattered). */
  const runs = new Map<string, string[]>();
  const planned: PlannedStep[] = [];

  const samples = scatterSamples(app, inputs);
  const problems: ToolValueProblem[] = [];
  /** The run's tool params; undefined (its problems noted) when the tool refuses a mapped value. */
  function resolveParams(step: AppStep, tool: ToolManifest, appParams: ResolvedParams, sample: string | null) {
    const resolved = resolveToolValues(
      { params: tool.params, inputs: [] },
      { params: stepParamsFor(step, appParams, { sample, locale, sampleOf: (input) => inputSample(inputs, input) }) },
    );
    if (resolved.ok) return Object.fromEntries(Object.entries(resolved.params).map(([k, v]) => [k, v ?? null]));
    // A tool refusing a mapped app value: the problem is the app param's, which the user can change.
    for (const problem of resolved.problems) {
      const mapped = step.params[problem.field];
      const field = typeof mapped === 'object' && 'param' in mapped ? mapped.param : problem.field;
      if (!problems.some((p) => p.field === field && p.code === problem.code)) problems.push({ ...problem, field });
    }
    return undefined;
  }

  for (const stepId of order) {
    const step = app.steps.find((s) => s.id === stepId)!;
    const tool = tools.get(step.tool);
    if (!tool) throw new Error(`app ${app.id} step ${step.id} runs unknown tool ${step.tool}`);
    const scatterSources = step.scatter === undefined ? [] : sourcesOf(step.inputs[step.scatter]!);
    const [scatterSource] = scatterSources;
    const shards = !scatterSource
      ? [null]
      : 'input' in scatterSource
        ? (inputs[scatterSource.input] ?? []).map((_, i) => i)
        : (runs.get(scatterSource.step) ?? []).map((_, i) => i);

    const keys: string[] = [];
    for (const shard of shards) {
      const key = shard === null ? step.id : shardKey(step.id, shard);
      const sample = shard === null ? null : (samples.get(step.id)?.[shard] ?? null);
      const params = resolveParams(step, tool, appParams, sample);
      if (!params) continue;
      const stepInputs: Record<string, WorkflowStepSource[]> = {};
      for (const [name, value] of Object.entries(step.inputs)) {
        const scattered = name === step.scatter && shard !== null;
        stepInputs[name] = sourcesOf(value).flatMap((source): WorkflowStepSource[] => {
          if ('input' in source) {
            const files = inputs[source.input] ?? [];
            return (scattered ? files.slice(shard, shard + 1) : files).map((file) => ({ file }));
          }
          const upstream = runs.get(source.step) ?? [];
          const picked = scattered ? upstream.slice(shard, shard + 1) : upstream;
          return picked.map((run) => ({ step: run, output: source.output }));
        });
      }
      const dependsOn = [
        ...new Set(
          Object.values(stepInputs)
            .flat()
            .flatMap((s) => ('step' in s ? [s.step] : [])),
        ),
      ];
      planned.push({
        key,
        stepId: step.id,
        shard,
        sample,
        toolId: tool.id,
        softId: tool.softwareId,
        dependsOn,
        inputs: stepInputs,
        params,
      });
      keys.push(key);
    }
    runs.set(step.id, keys);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, steps: planned };
}

/** The app's DAG as the detail page draws it (step ids, not runs). */
export function appGraph(app: AppManifest) {
  return app.steps.map((s) => ({ id: s.id, toolId: s.tool, label: s.label, dependsOn: stepDependencies(s) }));
}
