// Bundles the function with esbuild: the shared `@portfolio/common` source is inlined (it is not published, so a
// deployed function could not install it); the package's own dependencies stay external.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});

// Link previews answer /project/{id} with the web app's own index.html, so the function carries a copy of it.
const webIndex = new URL('../web/dist/index.html', import.meta.url);
if (existsSync(webIndex)) copyFileSync(webIndex, new URL('./lib/spa-index.html', import.meta.url));
else
  console.warn('functions build: web/dist/index.html is missing; build the web app first for link previews.');
