// Bundles the function with esbuild: the shared `@portfolio/common` source is inlined (it is not published, so a
// deployed function could not install it); the package's own dependencies stay external.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// The function, and beside it the operator's one-off publication (`npm run publish`), which needs the same renderer.
await build({
  entryPoints: { index: 'src/index.ts', 'publish-command': 'src/publication/publish-command.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});

// The data pages (/, /projects/{category}, /project/{id}) are rendered by the web app's own server renderer into
// the web app's built index.html: the function carries both. React and the router are bundled in; Firebase's
// browser SDKs are only reached by the signed-in routes' lazy imports, which never run on the server.
await build({
  entryPoints: ['../web/src/server/render-page.tsx'],
  outfile: 'lib/render-page.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  jsx: 'automatic',
  sourcemap: true,
  minify: true,
  external: ['firebase', 'firebase/*', 'reactfire', 'rxfire', 'rxfire/*', 'sweetalert2'],
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
  logLevel: 'warning',
});

// Without the template every page the function renders would fail, so the build fails instead. `--without-pages`
// (npm run dev, where Vite serves the pages) builds the API alone.
const webTemplate = new URL(
  process.env.PAGE_TEMPLATE ?? '../web/dist-server/page-template.html',
  new URL('.', import.meta.url),
);
if (existsSync(webTemplate)) {
  copyFileSync(webTemplate, new URL('./lib/spa-index.html', import.meta.url));
} else if (!process.argv.includes('--without-pages')) {
  console.error(
    `functions build: the page template ${webTemplate.pathname} is missing; build the web app first.`,
  );
  process.exit(1);
}
