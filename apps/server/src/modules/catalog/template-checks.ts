import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ToolManifest } from '@biocloud/contracts';
import { templateReferences, type TemplateReference } from '@biocloud/executor';

/*
 * Checks of a manifest's command template against what the engine will give it (engine/tool-argv.ts): every
 * placeholder names a declared param or input or a built-in, a value that may be missing is only used inside an
 * `if` on it, booleans only decide `if`s, and scripts exist. So a valid submission always expands.
 */

/** Placeholders the engine provides for every job. */
export const BUILTIN_PLACEHOLDERS = ['scripts', 'node', 'threads'] as const;

interface Field {
  /** May be undefined at run time (optional, or hidden by visibleWhen). */
  mayBeUnset: boolean;
  isBoolean: boolean;
  /** A list of files: only as a whole word. */
  isList: boolean;
  options?: readonly string[];
}

function fieldsOf(manifest: ToolManifest): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const param of manifest.params) {
    fields.set(`params.${param.name}`, {
      // A required param is always set: a submission without it (and without a default) is refused.
      mayBeUnset: param.type !== 'boolean' && (!param.required || param.visibleWhen !== undefined),
      isBoolean: param.type === 'boolean',
      isList: false,
      ...(param.type === 'select' && { options: param.options.map((o) => o.value) }),
    });
  }
  for (const input of manifest.inputs) {
    fields.set(`inputs.${input.name}`, {
      mayBeUnset: !input.required,
      isBoolean: false,
      isList: input.multiple,
    });
    if (!input.multiple) {
      fields.set(`inputs.${input.name}.name`, { mayBeUnset: !input.required, isBoolean: false, isList: false });
    }
  }
  return fields;
}

function referenceProblem(ref: TemplateReference, fields: Map<string, Field>): string | undefined {
  if ((BUILTIN_PLACEHOLDERS as readonly string[]).includes(ref.name)) return undefined;
  const field = fields.get(ref.name);
  if (!field) return `command uses unknown {${ref.name}}`;
  if (ref.condition) return undefined;
  if (field.isBoolean) return `command uses boolean {${ref.name}} as a value: use it in an if`;
  if (field.isList && !ref.wholeWord) return `command puts the file list {${ref.name}} inside a word`;
  // A file's own name may start with '-'; as a word of its own a tool could read it as an option.
  if (ref.name.endsWith('.name') && ref.wholeWord) return `command uses {${ref.name}} as a word of its own`;
  // An input's name is there exactly when the input is: an if on either guards it.
  const guardedBy = [ref.name, ref.name.replace(/\.name$/, '')];
  if (field.mayBeUnset && !ref.guards.some((guard) => guardedBy.includes(guard))) {
    return `command uses {${ref.name}}, which may be empty, outside an if on it`;
  }
  return undefined;
}

export function templateProblems(manifest: ToolManifest, scriptsDir: string): string[] {
  let refs: TemplateReference[];
  try {
    refs = templateReferences(manifest.command);
  } catch (error) {
    return [`command: ${error instanceof Error ? error.message : String(error)}`];
  }
  const fields = fieldsOf(manifest);
  const problems: string[] = [];
  for (const ref of refs) {
    const problem = referenceProblem(ref, fields);
    if (problem) problems.push(problem);
  }
  for (const item of manifest.command) {
    if (typeof item === 'string' || item.equals === undefined) continue;
    const options = fields.get(item.if)?.options;
    if (options && !options.includes(String(item.equals))) {
      problems.push(`command compares {${item.if}} with "${String(item.equals)}", which is not an option`);
    }
  }
  const words = manifest.command.flatMap((item) => (typeof item === 'string' ? [item] : item.args));
  for (const word of words) {
    const script = /^\{scripts\}\/(.+)$/.exec(word)?.[1];
    if (script !== undefined && !existsSync(path.join(scriptsDir, script))) {
      problems.push(`command runs scripts/${script}, which does not exist`);
    }
  }
  return problems;
}
