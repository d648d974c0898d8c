import { describe, expect, it } from 'vitest';
import { LOCALES, taskEventKeySchema } from '@biocloud/contracts';
import { exitReasonCodes } from '@biocloud/executor';
import { readTextFiles } from '../content/text-files';
import { eventText } from './task-events';

const texts = readTextFiles();
/** Reasons the engine records besides the executor's. */
const ENGINE_REASONS = [
  'exit_code',
  'output_missing',
  'outputs_failed',
  'dispatch_failed',
  'finish_failed',
  'tool_unavailable',
  'input_missing',
  'interrupted',
  'unknown',
];

describe('task event texts', () => {
  it('exist in both languages for every event and every reason', () => {
    for (const locale of LOCALES) {
      for (const key of taskEventKeySchema.options) {
        expect(eventText(texts, locale, key, {}), `${locale} ${key}`).not.toBe(key);
      }
      for (const reason of [...exitReasonCodes, ...ENGINE_REASONS]) {
        const text = eventText(texts, locale, 'failed', { exitCode: 1, reasonCode: reason });
        expect(text, `${locale} ${reason}`).not.toContain('{{');
      }
    }
  });

  it('say the reason in words', () => {
    expect(eventText(texts, 'en', 'failed', { exitCode: 137, reasonCode: 'memory_limit' })).toBe(
      'Failed with exit code 137: the memory limit was reached',
    );
    expect(eventText(texts, 'zh', 'failed', { exitCode: 137, reasonCode: 'nonsense' })).toBe(
      '运行失败，退出码 137：原因未知',
    );
  });
});
