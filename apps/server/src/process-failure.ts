/** How deep a chain of causes is printed. */
const MAX_CAUSES = 5;

/** An error with its chain of causes, each with its stack; a non-Error reason (even `undefined`) is printed as is. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES; depth += 1) {
    parts.push(current instanceof Error ? (current.stack ?? `${current.name}: ${current.message}`) : String(current));
    if (!(current instanceof Error) || current.cause === undefined) break;
    current = current.cause;
  }
  return parts.join('\ncaused by: ');
}
