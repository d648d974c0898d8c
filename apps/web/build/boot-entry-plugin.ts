import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A second entry (src/boot.ts) whose script comes first in index.html, as a script of its own. Vite joins every module
 * script of index.html into one entry, whose code runs only after all of the app's scripts have loaded and run, so
 * the boot code is built as an entry of its own (rolldownOptions.input) and its script tag is added here: it runs as
 * soon as its few hundred bytes are in, while the app's scripts are still on their way (walkthrough L8).
 */
export function bootEntryPlugin(entry: string): Plugin {
  let entryPath = '';
  return {
    name: 'biocloud:boot-entry',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      entryPath = path.resolve(root, entry);
      return {
        build: { rolldownOptions: { input: { index: path.resolve(root, 'index.html'), boot: entryPath } } },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === entryPath,
        );
        if (!boot) throw new Error(`boot entry: no chunk built from ${entry}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
