/** Reads `scontrol show job <id>`: `Key=Value` pairs separated by spaces over several lines. */

export interface ScontrolJob {
  jobId: string;
  jobState: string;
  reason: string;
  /** From ExitCode=<status>:<signal>; the status of the batch script, the signal that killed it, if any. */
  exitStatus?: number;
  exitSignal?: number;
  fields: ReadonlyMap<string, string>;
}

// Keys look like JobId, MCS_label, AllocNode:Sid, CPUs/Task, ReqB:S:C:T. A key starts a line or follows a space; a
// value runs to the next key, so values with spaces (a Command or WorkDir path) survive unless they contain " Key=".
const KEY = /(?:^|\s)([A-Za-z][A-Za-z0-9_:/]*)=/g;

export function parseScontrolFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const keys = [...line.matchAll(KEY)];
    keys.forEach((match, i) => {
      const start = match.index + match[0].length;
      const end = keys[i + 1]?.index ?? line.length;
      const key = match[1];
      if (key !== undefined && !fields.has(key)) fields.set(key, line.slice(start, end).trim());
    });
  }
  return fields;
}

export function parseScontrolShowJob(text: string): ScontrolJob | undefined {
  const fields = parseScontrolFields(text);
  const jobId = fields.get('JobId');
  const jobState = fields.get('JobState');
  if (!jobId || !jobState) return undefined;
  const exit = /^(\d+):(\d+)$/.exec(fields.get('ExitCode') ?? '');
  return {
    jobId,
    jobState,
    reason: fields.get('Reason') ?? '',
    ...(exit && { exitStatus: Number(exit[1]), exitSignal: Number(exit[2]) }),
    fields,
  };
}
