import type { ParsedManifest, ToolParam } from './tool-manifest';

/*
 * Rules between the fields of one manifest (the schema checks each field alone; the server's catalog loader checks
 * what needs the whole catalog or the disk).
 */

function duplicates(names: readonly string[]): string[] {
  return names.filter((name, i) => names.indexOf(name) !== i);
}

export function manifestProblems(manifest: ParsedManifest): string[] {
  const problems: string[] = [];
  const fieldNames = [...manifest.inputs.map((i) => i.name), ...manifest.params.map((p) => p.name)];
  for (const name of duplicates(fieldNames)) problems.push(`input or param "${name}" is declared twice`);
  for (const name of duplicates(manifest.outputs.map((o) => o.name))) problems.push(`output "${name}" twice`);
  const params = new Map(manifest.params.map((p) => [p.name, p]));
  for (const param of manifest.params) {
    problems.push(...paramProblems(param).map((p) => `param "${param.name}": ${p}`));
    const when = param.visibleWhen;
    if (when && !params.has(when.param)) problems.push(`param "${param.name}" depends on unknown "${when.param}"`);
    if (when?.param === param.name) problems.push(`param "${param.name}" depends on itself`);
  }
  for (const output of manifest.outputs) {
    const input = output.sameTypeAs?.input;
    if (input !== undefined && !manifest.inputs.some((i) => i.name === input)) {
      problems.push(`output "${output.name}" takes its type from unknown input "${input}"`);
    }
  }
  for (const pattern of manifest.logErrors) {
    try {
      new RegExp(pattern, 'u');
    } catch {
      problems.push(`log error pattern "${pattern}" does not compile`);
    }
  }
  for (const name of Object.keys(manifest.example.inputs)) {
    if (!manifest.inputs.some((i) => i.name === name)) problems.push(`example names unknown input "${name}"`);
  }
  for (const input of manifest.inputs) {
    const reference = input.check?.contigsOf;
    if (reference !== undefined && !manifest.inputs.some((i) => i.name === reference && i.name !== input.name)) {
      problems.push(`input "${input.name}" checks contigs against unknown input "${reference}"`);
    }
    const mates = input.check?.matesOf;
    if (
      mates !== undefined &&
      !manifest.inputs.some((i) => i.name === mates && (i.name !== input.name || i.multiple))
    ) {
      problems.push(`input "${input.name}" holds the mates of unknown (or single-file) input "${mates}"`);
    }
    const alignments = input.check?.contigsIn;
    if (alignments !== undefined && !manifest.inputs.some((i) => i.name === alignments && i.name !== input.name)) {
      problems.push(`input "${input.name}" checks contigs against unknown input "${alignments}"`);
    }
    const alphabetBy = input.check?.alphabetBy;
    const chooser = alphabetBy && params.get(alphabetBy.param);
    if (alphabetBy && chooser?.type !== 'select') {
      problems.push(`input "${input.name}" takes its alphabet from "${alphabetBy.param}", which is not a select param`);
    } else if (alphabetBy && chooser?.type === 'select') {
      const options = new Set(chooser.options.map((o) => o.value));
      for (const value of Object.keys(alphabetBy.values).filter((v) => !options.has(v))) {
        problems.push(`input "${input.name}" names an alphabet for "${value}", not an option of "${alphabetBy.param}"`);
      }
    }
    const perPosition = input.check?.perPositionWhen?.param;
    if (perPosition !== undefined && params.get(perPosition)?.type !== 'boolean') {
      problems.push(`input "${input.name}" is bounded by "${perPosition}", which is not a boolean param`);
    }
    const files = manifest.example.inputs[input.name];
    if (input.required && !files) problems.push(`example lacks required input "${input.name}"`);
    if (files && !input.multiple && files.length > 1) problems.push(`example gives several files to "${input.name}"`);
  }
  return problems;
}

function paramProblems(param: ToolParam): string[] {
  switch (param.type) {
    case 'int':
    case 'float': {
      const { min, max } = param;
      const out: string[] = [];
      if (min !== undefined && max !== undefined && min > max) out.push('min is above max');
      if (
        param.default !== undefined &&
        ((min !== undefined && param.default < min) || (max ?? Infinity) < param.default)
      ) {
        out.push('default is out of range');
      }
      return out;
    }
    case 'select':
      if (duplicates(param.options.map((o) => o.value)).length > 0) return ['an option value is repeated'];
      return param.default === undefined || param.options.some((o) => o.value === param.default)
        ? []
        : ['default is not an option'];
    case 'text': {
      let pattern: RegExp;
      try {
        pattern = anchoredPattern(param.regex);
      } catch {
        return ['regex does not compile'];
      }
      return param.default === undefined || param.default === '' || pattern.test(param.default)
        ? []
        : ['default does not match the regex'];
    }
    case 'boolean':
    case 'file':
      return [];
  }
}

/** The manifest's regex as it is applied: to the whole value, with Unicode semantics. */
export function anchoredPattern(regex: string): RegExp {
  return new RegExp(`^(?:${regex})$`, 'u');
}
