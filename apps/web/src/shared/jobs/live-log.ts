import { TASK_LOG_FULL_MAX_BYTES, type TaskLogAppend, type TaskLogResponse } from '@biocloud/contracts';

/*
 * A job's log as the log tab shows it: the answer of the log API, joined with what the websocket appends while the
 * job runs. Each append says at which byte of its log it starts, so an append the answer already holds is skipped,
 * one that overlaps is cut, and one after a gap (bytes the server left out, or missed while reconnecting) asks for
 * the log to be loaded again.
 */

export type LogStream = TaskLogAppend['stream'];

export interface StreamText {
  text: string;
  /** Byte offset in the log file where `text` ends. */
  end: number;
}

export interface LiveLog {
  stdout: StreamText;
  stderr: StreamText;
  /** Older text is left out (the log was shown from its end, or grew past what a page keeps). */
  truncated: boolean;
  exists: boolean;
}

export type AppendOutcome = { kind: 'applied'; log: LiveLog } | { kind: 'known' } | { kind: 'gap' };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function liveLogFrom(answer: TaskLogResponse): LiveLog {
  return {
    stdout: { text: answer.stdout, end: answer.stdoutSize },
    stderr: { text: answer.stderr, end: answer.stderrSize },
    truncated: answer.truncated,
    exists: answer.exists,
  };
}

/** Keeps the newest `maxChars` of a growing text, from a line start when it can. */
function keepTail(text: string, maxChars: number): { text: string; cut: boolean } {
  if (text.length <= maxChars) return { text, cut: false };
  const tail = text.slice(text.length - maxChars);
  const newline = tail.indexOf('\n');
  return { text: newline >= 0 ? tail.slice(newline + 1) : tail, cut: true };
}

export function applyAppend(
  log: LiveLog,
  append: Pick<TaskLogAppend, 'stream' | 'offset' | 'text' | 'skippedBytes' | 'byteLength'>,
  maxChars = TASK_LOG_FULL_MAX_BYTES,
): AppendOutcome {
  const current = log[append.stream];
  const bytes = encoder.encode(append.text);
  // The log bytes the text stands for: more than its own where the server showed its paths relative.
  const appendEnd = append.offset + (append.byteLength ?? bytes.length);
  if (append.offset > current.end) return { kind: 'gap' };
  if (appendEnd <= current.end) return { kind: 'known' };
  // An overlap is cut at the same distance from the end: shortened paths lie before it or are few enough not to matter.
  const fresh = decoder.decode(bytes.subarray(Math.max(0, bytes.length - (appendEnd - current.end))));
  const kept = keepTail(current.text + fresh, maxChars);
  return {
    kind: 'applied',
    log: {
      ...log,
      [append.stream]: { text: kept.text, end: appendEnd },
      truncated: log.truncated || kept.cut,
      exists: true,
    },
  };
}

/**
 * Progress meters rewrite their line with carriage returns, which a browser shows as nothing: each one starts a
 * new line instead, so the progress stays readable.
 */
export function displayText(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * The two streams as shown: each on its own lines (a heading goes between them when both have text, as the
 * server's logStr joins them), with carriage returns as line breaks.
 */
export function logSections(log: LiveLog): { stdout: string; stderr: string } {
  const stdout = displayText(log.stdout.text);
  const stderr = displayText(log.stderr.text);
  const separated = stdout !== '' && stderr !== '' && !stdout.endsWith('\n');
  return { stdout: separated ? `${stdout}\n` : stdout, stderr };
}
