import { z } from 'zod';
import {
  localizedTextSchema,
  softwareIdSchema,
  toolIdSchema,
  toolInputSchema,
  toolParamSchema,
  toolPriceSchema,
} from './tool-manifest';
import type { ToolManifest } from './tool-manifest-schema';

/*
 * An analysis app (catalog/apps/<id>.yaml): a DAG of catalog tools run as one compute job. The app declares its own
 * inputs and params (the form the user fills in, same field kinds as a tool), and steps that each run one tool:
 * every tool input is wired to app inputs or to outputs of earlier steps, every tool param is a literal or an app
 * param. A step may `scatter` over one of its inputs: it then runs once per file of that input (per sample), and a
 * later step consuming its output gets the outputs of every run. One step writes the app's HTML report.
 *
 * Checks that need only the app are here (appManifestSchema); the server's loader adds those that need the tool
 * catalog (appCatalogProblems below: unknown tools, inputs and outputs, types, params).
 */

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const STEP_ID_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;
const FILE_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const TYPE_ID_PATTERN = /^[a-z][a-z0-9-]{1,63}$/;
const DRAW_TOOL_PATTERN = /^[a-z][A-Za-z0-9]{0,31}$/;
/** An image file of catalog/apps/images/ (what the browser shows as an <img>). */
export const APP_IMAGE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}\.(svg|png|jpg|webp)$/;

/** The two app catalogues of the spec (000 §7: "App types then apps: typeName medicineApp or agricultureApp"). */
export const appTypeNameSchema = z.enum(['medicineApp', 'agricultureApp']);
export type AppTypeName = z.infer<typeof appTypeNameSchema>;
export const APP_TYPE_NAMES = appTypeNameSchema.options;

/** A type inside one catalogue (the `typeId` the app list is asked for); names in catalog/apps/types.yaml. */
export const appTypeIdSchema = z.string().regex(TYPE_ID_PATTERN);
export const appTypeSchema = z.strictObject({
  typeId: appTypeIdSchema,
  typeName: appTypeNameSchema,
  name: localizedTextSchema,
});
export type AppType = z.infer<typeof appTypeSchema>;
export const appTypesFileSchema = z.strictObject({ types: appTypeSchema.array().min(1) });

/** Where a step input's files come from: an app input, or an output of another step. */
export const stepSourceSchema = z.union([
  z.strictObject({ input: z.string().regex(NAME_PATTERN) }),
  z.strictObject({ step: z.string().regex(STEP_ID_PATTERN), output: z.string().regex(NAME_PATTERN) }),
]);
export type StepSource = z.infer<typeof stepSourceSchema>;

/**
 * A step param: a literal value, the value of an app param, or (`sample: true`, scattered steps only) the sample
 * name of the run: the name of the file it scatters over without its extensions (ctrl_1.fq.gz -> ctrl_1); or
 * (`sampleOf: <app input>`, any step) the sample the app runs on, named after the first file of that input, its
 * mate suffix dropped (leaf_R1.fq.gz -> leaf: the germline app's read group, which fastp's file name hid); or, so
 * reports follow the user's language, the submitting user's locale (`locale: true`) or a text in both locales of
 * which the run gets the submitting user's one.
 */
export const stepParamValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.strictObject({ param: z.string().regex(NAME_PATTERN) }),
  z.strictObject({ sample: z.literal(true) }),
  z.strictObject({ sampleOf: z.string().regex(NAME_PATTERN) }),
  z.strictObject({ locale: z.literal(true) }),
  localizedTextSchema,
]);
export type StepParamValue = z.infer<typeof stepParamValueSchema>;

export const appStepSchema = z.strictObject({
  id: z.string().regex(STEP_ID_PATTERN),
  tool: toolIdSchema,
  label: localizedTextSchema,
  /** Tool input name -> one source or several (their files in order). */
  inputs: z.record(z.string().regex(NAME_PATTERN), z.union([stepSourceSchema, stepSourceSchema.array().min(1)])),
  params: z.record(z.string().regex(NAME_PATTERN), stepParamValueSchema).default({}),
  /** Run once per file of this tool input (which must come from one app input or one scattered step). */
  scatter: z.string().regex(NAME_PATTERN).optional(),
  /**
   * Tool output name -> the drawing tools its result rows offer first (draw types of @biocloud/charts, which the
   * server's app loader checks).
   */
  drawTools: z.record(z.string().regex(NAME_PATTERN), z.string().regex(DRAW_TOOL_PATTERN).array().min(1)).default({}),
});
export type AppStep = z.infer<typeof appStepSchema>;

export const appExpectationSchema = z
  .strictObject({
    step: z.string().regex(STEP_ID_PATTERN),
    file: z.string().regex(FILE_NAME_PATTERN),
    contains: z.string().min(1).array().optional(),
    excludes: z.string().min(1).array().optional(),
    minBytes: z.number().int().min(1).optional(),
  })
  .refine((e) => e.contains ?? e.minBytes, 'an expectation checks contains or minBytes');
export type AppExpectation = z.infer<typeof appExpectationSchema>;

const appManifestObjectSchema = z.strictObject({
  id: toolIdSchema,
  softwareId: softwareIdSchema,
  name: localizedTextSchema,
  summary: localizedTextSchema,
  help: localizedTextSchema,
  typeName: appTypeNameSchema,
  /** Types of the app lists it shows in (ids of catalog/apps/types.yaml, of any catalogue). */
  types: appTypeIdSchema.array().min(1),
  /** The app's promoted image (softImg): a file of catalog/apps/images/. */
  image: z.string().regex(APP_IMAGE_PATTERN).optional(),
  /** What a run costs, as tools price theirs; without it the loader prices the app by its steps (appStepsPrice). */
  price: toolPriceSchema.optional(),
  inputs: toolInputSchema.array().min(1),
  params: toolParamSchema.array().default([]),
  steps: appStepSchema.array().min(1),
  /** The step output that is the app's HTML report (the "report" the delete check asks about). */
  report: z.strictObject({ step: z.string().regex(STEP_ID_PATTERN), output: z.string().regex(NAME_PATTERN) }),
  example: z.strictObject({
    /** App input -> file names under catalog/examples/apps/<app id>/. */
    inputs: z.record(z.string(), z.string().regex(FILE_NAME_PATTERN).array().min(1)),
    expect: appExpectationSchema.array().min(1),
  }),
});
export type ParsedAppManifest = z.output<typeof appManifestObjectSchema>;

export function sourcesOf(value: AppStep['inputs'][string]): StepSource[] {
  return Array.isArray(value) ? value : [value];
}

/** The steps each step waits for (those whose outputs it reads). */
export function stepDependencies(step: Pick<AppStep, 'inputs'>): string[] {
  const deps = Object.values(step.inputs)
    .flatMap(sourcesOf)
    .flatMap((s) => ('step' in s ? [s.step] : []));
  return [...new Set(deps)];
}

/** Step ids in an order where each comes after the steps it reads; null when the steps form a cycle. */
export function topologicalOrder(steps: readonly Pick<AppStep, 'id' | 'inputs'>[]): string[] | null {
  const pending = new Map(steps.map((s) => [s.id, new Set(stepDependencies(s))]));
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, deps]) => [...deps].every((d) => !pending.has(d))).map(([id]) => id);
    if (ready.length === 0) return null;
    for (const id of ready) {
      pending.delete(id);
      order.push(id);
    }
  }
  return order;
}

function duplicates(names: readonly string[]): string[] {
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}

/** Rules inside one app: unique names, known step and app references, no cycle, a report step that exists. */
export function appShapeProblems(app: ParsedAppManifest): string[] {
  const problems: string[] = [];
  const stepIds = new Set(app.steps.map((s) => s.id));
  const appInputs = new Set(app.inputs.map((i) => i.name));
  const appParams = new Set(app.params.map((p) => p.name));
  for (const id of duplicates(app.steps.map((s) => s.id))) problems.push(`step "${id}" is declared twice`);
  const fields = [...app.inputs.map((i) => i.name), ...app.params.map((p) => p.name)];
  for (const name of duplicates(fields)) problems.push(`input or param "${name}" is declared twice`);
  for (const step of app.steps) {
    for (const [input, value] of Object.entries(step.inputs)) {
      for (const source of sourcesOf(value)) {
        if ('input' in source && !appInputs.has(source.input)) {
          problems.push(`step "${step.id}" input "${input}" reads unknown app input "${source.input}"`);
        }
        if ('step' in source && !stepIds.has(source.step)) {
          problems.push(`step "${step.id}" input "${input}" reads unknown step "${source.step}"`);
        }
      }
    }
    for (const [param, value] of Object.entries(step.params)) {
      if (typeof value === 'object' && 'param' in value && !appParams.has(value.param)) {
        problems.push(`step "${step.id}" param "${param}" uses unknown app param "${value.param}"`);
      }
      if (typeof value === 'object' && 'sampleOf' in value && !appInputs.has(value.sampleOf)) {
        problems.push(`step "${step.id}" param "${param}" takes the sample of unknown app input "${value.sampleOf}"`);
      }
      if (typeof value === 'object' && 'sample' in value && step.scatter === undefined) {
        problems.push(`step "${step.id}" param "${param}" takes the sample name, but the step does not scatter`);
      }
    }
    if (step.scatter !== undefined && !(step.scatter in step.inputs)) {
      problems.push(`step "${step.id}" scatters over "${step.scatter}", which it does not wire`);
    }
  }
  if (topologicalOrder(app.steps) === null) problems.push('the steps form a cycle');
  if (!stepIds.has(app.report.step)) problems.push(`the report step "${app.report.step}" is not a step`);
  if (app.steps.find((s) => s.id === app.report.step)?.scatter) problems.push('the report step cannot scatter');
  for (const expectation of app.example.expect) {
    if (!stepIds.has(expectation.step)) problems.push(`example expects a file of unknown step "${expectation.step}"`);
  }
  for (const input of app.inputs) {
    const files = app.example.inputs[input.name];
    if (input.required && !files) problems.push(`example lacks required input "${input.name}"`);
  }
  for (const name of Object.keys(app.example.inputs)) {
    if (!appInputs.has(name)) problems.push(`example names unknown input "${name}"`);
  }
  return problems;
}

export const appManifestSchema = appManifestObjectSchema.superRefine((app, ctx) => {
  for (const problem of appShapeProblems(app)) ctx.addIssue({ code: 'custom', message: problem });
});
export type AppManifest = z.infer<typeof appManifestSchema>;
export type AppManifestInput = z.input<typeof appManifestSchema>;

/** The output types a source gives: the app input's accepted types, or the step output's type. */
function sourceTypes(app: AppManifest, tools: ReadonlyMap<string, ToolManifest>, source: StepSource): string[] {
  if ('input' in source) return app.inputs.find((i) => i.name === source.input)?.types ?? [];
  const step = app.steps.find((s) => s.id === source.step);
  const output = step && tools.get(step.tool)?.outputs.find((o) => o.name === source.output);
  return output ? [output.type] : [];
}

/** Whether a source gives one file per run of a scattered step (an app input, or a scattered step's output). */
function scatterable(app: AppManifest, sources: StepSource[]): boolean {
  if (sources.length !== 1) return false;
  const [source] = sources;
  if (!source) return false;
  return 'input' in source || app.steps.find((s) => s.id === source.step)?.scatter !== undefined;
}

/**
 * Rules between an app and the tool catalog: each step's tool exists, wires every required tool input to sources of
 * accepted types, names only tool inputs, params and outputs that exist, and the report output is HTML.
 */
export function appCatalogProblems(app: AppManifest, tools: ReadonlyMap<string, ToolManifest>): string[] {
  const problems: string[] = [];
  for (const step of app.steps) {
    const tool = tools.get(step.tool);
    if (!tool) {
      problems.push(`step "${step.id}" runs unknown tool "${step.tool}"`);
      continue;
    }
    for (const [name, value] of Object.entries(step.inputs)) {
      const input = tool.inputs.find((i) => i.name === name);
      if (!input) {
        problems.push(`step "${step.id}": tool ${tool.id} has no input "${name}"`);
        continue;
      }
      for (const source of sourcesOf(value)) {
        if ('step' in source) {
          const from = app.steps.find((s) => s.id === source.step);
          const fromTool = from && tools.get(from.tool);
          if (fromTool && !fromTool.outputs.some((o) => o.name === source.output)) {
            problems.push(`step "${step.id}" reads unknown output "${source.output}" of step "${source.step}"`);
            continue;
          }
        }
        const types = sourceTypes(app, tools, source);
        if (types.length > 0 && !types.some((t) => input.types.includes(t))) {
          problems.push(`step "${step.id}" input "${name}" takes ${input.types.join('/')}, not ${types.join('/')}`);
        }
      }
      if (step.scatter === name && !scatterable(app, sourcesOf(value))) {
        problems.push(`step "${step.id}" scatters over "${name}", which is not one app input or scattered step`);
      }
    }
    for (const input of tool.inputs) {
      if (input.required && !(input.name in step.inputs)) {
        problems.push(`step "${step.id}" leaves required input "${input.name}" of ${tool.id} unwired`);
      }
    }
    for (const name of Object.keys(step.params)) {
      if (!tool.params.some((p) => p.name === name)) problems.push(`step "${step.id}": ${tool.id} has no "${name}"`);
    }
    for (const name of Object.keys(step.drawTools)) {
      if (!tool.outputs.some((o) => o.name === name)) {
        problems.push(`step "${step.id}" gives drawing tools to unknown output "${name}" of ${tool.id}`);
      }
    }
  }
  const reportStep = app.steps.find((s) => s.id === app.report.step);
  const reportOutput = reportStep && tools.get(reportStep.tool)?.outputs.find((o) => o.name === app.report.output);
  if (reportStep && tools.has(reportStep.tool) && reportOutput?.type !== 'html') {
    problems.push(`the report "${app.report.step}.${app.report.output}" is not an HTML output`);
  }
  return problems;
}

export type AppPrice = z.infer<typeof toolPriceSchema>;

/**
 * An app's price when its manifest gives none: the sum of its steps' tool prices (a scattered step counts once, a
 * price per sample), payable with beans only when every priced tool accepts them. Unknown tools are left out (they
 * are load errors of appCatalogProblems).
 */
export function appStepsPrice(
  app: Pick<AppManifest, 'steps'>,
  tools: ReadonlyMap<string, Pick<ToolManifest, 'price'>>,
): AppPrice {
  const prices = app.steps.flatMap((step) => {
    const price = tools.get(step.tool)?.price;
    return price ? [price] : [];
  });
  return {
    beans: prices.reduce((sum, price) => sum + price.beans, 0),
    beansAccepted: prices.every((price) => price.beans === 0 || price.beansAccepted),
  };
}
