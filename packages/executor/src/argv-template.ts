/**
 * Builds a tool's argv from the command template of its manifest. The result goes to the program as it is (the
 * wrapper quotes every word), so a value can never become more than the words the template gives it:
 *
 * - `{name}` as a whole word is replaced by the value; a list (the files of a multiple input) gives one word each.
 * - `{name}` inside a word (`--min-len={params.minLen}`) is replaced in place; the value must then be one word.
 * - `{ if: name, args }` emits `args` only when the value is true (booleans) or set (anything else);
 *   `{ if: name, equals: v, args }` only when the value is v (to turn a select's choice into flags).
 * - `{{` and `}}` stand for literal braces.
 *
 * Names are dotted (`params.minLen`, `inputs.reads`, `inputs.ref.name`, `scripts`); which exist is the caller's
 * business (the server's catalog loader checks every manifest's names against what it will provide).
 */

export type TemplateValue = string | number | boolean | readonly string[] | undefined;
export type ArgvTemplateItem = string | { if: string; equals?: string | number | boolean; args: readonly string[] };
export type ArgvTemplate = readonly ArgvTemplateItem[];

export class ArgvTemplateError extends Error {
  override readonly name = 'ArgvTemplateError';
}

const PLACEHOLDER = /\{\{|\}\}|\{([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*)\}/g;
const WHOLE_WORD = /^\{([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*)\}$/;

/** The names a word refers to. A brace that is not part of a placeholder or an escape is an error. */
export function wordPlaceholders(word: string): string[] {
  const names: string[] = [];
  const rest = word.replace(PLACEHOLDER, (_match, name: string | undefined) => {
    if (name) names.push(name);
    return '';
  });
  if (rest.includes('{') || rest.includes('}')) throw new ArgvTemplateError(`stray brace in ${JSON.stringify(word)}`);
  return names;
}

export interface TemplateReference {
  name: string;
  /** The `if` names guarding the word (empty outside any `if`). */
  guards: string[];
  /** Whether the placeholder is the whole word (so a list may expand to several words). */
  wholeWord: boolean;
  /** The name of an `if`, not a placeholder: decides, is never put in a word. */
  condition: boolean;
}

/** Every name a template uses, with where: for the loader's checks. */
export function templateReferences(template: ArgvTemplate): TemplateReference[] {
  const refs: TemplateReference[] = [];
  const words = (list: readonly string[], guards: string[]) => {
    for (const word of list) {
      const wholeWord = WHOLE_WORD.test(word);
      for (const name of wordPlaceholders(word)) refs.push({ name, guards, wholeWord, condition: false });
    }
  };
  for (const item of template) {
    if (typeof item === 'string') words([item], []);
    else {
      refs.push({ name: item.if, guards: [], wholeWord: false, condition: true });
      words(item.args, [item.if]);
    }
  }
  return refs;
}

function isSet(value: TemplateValue): boolean {
  if (value === undefined || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function lookup(values: Readonly<Record<string, TemplateValue>>, name: string): TemplateValue {
  if (!Object.hasOwn(values, name)) throw new ArgvTemplateError(`no value for {${name}}`);
  return values[name];
}

function oneWord(name: string, value: TemplateValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ArgvTemplateError(`{${name}} is not a finite number`);
    return String(value);
  }
  if (Array.isArray(value) && value.length === 1) return value[0] as string;
  if (value === undefined) throw new ArgvTemplateError(`{${name}} is not set`);
  if (typeof value === 'boolean') throw new ArgvTemplateError(`{${name}} is a boolean: use it in an if`);
  throw new ArgvTemplateError(`{${name}} has ${(value as readonly string[]).length} values where one word is needed`);
}

function expandWord(word: string, values: Readonly<Record<string, TemplateValue>>): string[] {
  const whole = WHOLE_WORD.exec(word);
  if (whole) {
    const name = whole[1]!;
    const value = lookup(values, name);
    if (Array.isArray(value)) {
      if (value.length === 0) throw new ArgvTemplateError(`{${name}} has no values`);
      return [...(value as readonly string[])];
    }
    return [oneWord(name, value)];
  }
  wordPlaceholders(word);
  return [
    word.replace(PLACEHOLDER, (match, name: string | undefined) => {
      if (!name) return match === '{{' ? '{' : '}';
      return oneWord(name, lookup(values, name));
    }),
  ];
}

/** The argv for these values. Throws ArgvTemplateError when a value is missing or does not fit its place. */
export function expandArgvTemplate(template: ArgvTemplate, values: Readonly<Record<string, TemplateValue>>): string[] {
  const argv: string[] = [];
  for (const item of template) {
    if (typeof item === 'string') argv.push(...expandWord(item, values));
    else if (item.equals === undefined ? isSet(lookup(values, item.if)) : lookup(values, item.if) === item.equals) {
      for (const word of item.args) argv.push(...expandWord(word, values));
    }
  }
  if (argv.some((word) => word.includes('\0'))) throw new ArgvTemplateError('an argument contains a NUL byte');
  return argv;
}
