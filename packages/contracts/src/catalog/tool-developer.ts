import { z } from 'zod';

/*
 * software/tools/detail/developer/:id: the tool's technical page for users who want to know exactly what runs (or
 * run it themselves): the argv template of its manifest, the programs it needs with the versions found on this
 * server, its limits, and the cases on upstream public data it is checked against (catalog/upstream-cases).
 */
export const toolDeveloperSchema = z.object({
  id: z.string(),
  softwareId: z.string(),
  /** One line per argv word; an `if` group as `[if params.x] --flag {params.x}` (or `[if params.x = v]`). */
  command: z.string().array(),
  requires: z.object({ binary: z.string(), minVersion: z.string(), installed: z.string().nullable() }).array(),
  resources: z.object({ cpus: z.number(), memoryMb: z.number(), timeLimitSeconds: z.number() }),
  cases: z.object({ name: z.string(), byHand: z.string(), inputs: z.record(z.string(), z.string().array()) }).array(),
});
export type ToolDeveloper = z.infer<typeof toolDeveloperSchema>;
export const toolDeveloperResponseSchema = z.object({ data: toolDeveloperSchema });
