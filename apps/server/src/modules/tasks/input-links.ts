import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/*
 * A job's inputs are links from in/<name> to the stored bytes (engine/staging.ts), and a tool that resolves them
 * prints where the blob store keeps those bytes. The links go when the job ends (its logs stay), so staging records
 * them here, beside the logs, for the log to show each stored path as the input's own name. The file is written by
 * the server before the job starts, in a work dir the job cannot remove others' files from; a job running as the
 * server's own user could still rewrite it, which changes how its own log reads and nothing else.
 */

export const INPUT_LINKS_FILE = 'input-links.json';
/** Far above what the inputs of one job take (a few hundred bytes each); a bigger file is not ours. */
const MAX_BYTES = 1024 * 1024;

const inputLinksSchema = z.object({
  /** The folder the blob store keeps its files in: any other path under it is not shown either. */
  storeRoot: z.string().startsWith('/').optional(),
  /** Stored file (absolute) -> the input's path relative to the work dir. */
  links: z.record(z.string().startsWith('/'), z.string()),
});

export type InputLinks = z.infer<typeof inputLinksSchema>;

export async function writeInputLinks(workDir: string, links: InputLinks): Promise<void> {
  await writeFile(path.join(workDir, INPUT_LINKS_FILE), JSON.stringify(links), { mode: 0o644 });
}

/** The links a job's staging recorded; undefined when there are none (no inputs, inputs copied in, older jobs). */
export async function readInputLinks(workDir: string): Promise<InputLinks | undefined> {
  const file = path.join(workDir, INPUT_LINKS_FILE);
  try {
    if ((await stat(file)).size > MAX_BYTES) return undefined;
    const parsed = inputLinksSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
