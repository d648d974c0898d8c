import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTextFiles } from '@biocloud/texts';

/*
 * Customer text of samples and their tracking never names the site's configuration (walkthrough M4: the tracking
 * panel told customers to set EXPRESS_CUSTOMER and EXPRESS_KEY). The names are read from config.ts, so a variable
 * added later is covered too.
 */

const configSource = readFileSync(path.join(import.meta.dirname, '../../../config.ts'), 'utf8');
const variables = [...configSource.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+):/gm)].map((m) => m[1]!);

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return tree && typeof tree === 'object' ? Object.values(tree).flatMap(leaves) : [];
}

describe('sample texts', () => {
  it('reads the configuration names', () => {
    expect(variables).toEqual(expect.arrayContaining(['EXPRESS_CUSTOMER', 'EXPRESS_KEY', 'SAMPLE_LAB_EMAIL']));
  });

  for (const locale of ['zh', 'en'] as const) {
    it(`never names a configuration variable to customers (${locale})`, () => {
      const texts = readTextFiles()[locale] as Record<string, Record<string, unknown>>;
      const customerTexts = [
        ...leaves(texts.samples),
        ...leaves(texts.sampleIo),
        ...Object.entries(texts.errors ?? {})
          .filter(([code]) => code.startsWith('EXPRESS_') || code.startsWith('SAMPLE'))
          .flatMap(([, text]) => leaves(text)),
      ];
      expect(customerTexts.length).toBeGreaterThan(50);
      const naming = customerTexts.filter((text) => variables.some((name) => text.includes(name)));
      expect(naming).toEqual([]);
    });
  }
});
