import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { build } from 'vite';
import { repoRoot } from '@biocloud/server/src/config';
import { serveWebApp } from '@biocloud/server/src/http/web-assets';
import { precompressPlugin } from '../../apps/web/build/precompress-plugin';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>hello</title></head>
  <body><div id="root"></div><script type="module" src="/main.js"></script></body>
</html>
`;

// No JSX, so the build needs no React plugin: what ships is React and React DOM, as in the app.
const MAIN_JS = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello, world'));
`;

export interface BareReactApp {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A hello-world React page built by Vite with our compression plugin, served with the same static registration as
 * the console (apps/server/src/http/web-assets.ts) by a bare Fastify: the reference a first load is compared with.
 */
export async function startBareReactApp(dir: string): Promise<BareReactApp> {
  const root = path.join(dir, 'bare-react');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'main.js'), MAIN_JS);
  // React resolves from the repository's own install, as it does for the app.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  const outDir = path.join(root, 'dist');
  await build({ root, configFile: false, logLevel: 'warn', plugins: [precompressPlugin()], build: { outDir } });
  const app = Fastify({ logger: false });
  await serveWebApp(app, outDir);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, close: () => app.close() };
}
