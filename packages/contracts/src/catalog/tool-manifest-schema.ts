import type { z } from 'zod';
import { manifestProblems } from './manifest-rules';
import { toolManifestObjectSchema } from './tool-manifest';

/*
 * A tool manifest as the catalog loader checks it: its fields (tool-manifest.ts), then the rules between them
 * (manifest-rules.ts). Apart from both so the rules can read the fields' types without an import cycle.
 */

export const toolManifestSchema = toolManifestObjectSchema.superRefine((manifest, ctx) => {
  for (const problem of manifestProblems(manifest)) ctx.addIssue({ code: 'custom', message: problem });
});
export type ToolManifest = z.infer<typeof toolManifestSchema>;
/** A manifest as written in YAML, before defaults. */
export type ToolManifestInput = z.input<typeof toolManifestSchema>;
