// Bundles the function with esbuild: the shared `@portfolio/common` source is inlined (it is not published, so a
// deployed function could not install it); the package's own dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

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
