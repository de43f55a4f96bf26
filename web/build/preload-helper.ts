import type { Plugin } from 'vite';
import { firstLoadOf } from './start-after-load';

/** The module Vite wraps each dynamic `import()` of the build in, and its export that does the wrapping. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const PRELOAD_FUNCTION = '__vitePreload';

/**
 * A lazily loaded chunk's own imports are fetched beside it rather than one level after another: each dynamic
 * `import()` goes through a helper that first links the chunks the imported one needs (`modulepreload`). Vite's own
 * helper (about 700 B gzipped in the first load) also handles lazy stylesheets, CSP nonces and relative bases; this
 * site has none of them (one stylesheet, which the start script brings; an absolute base), so its helper only adds
 * a link for each chunk it has not linked yet. It skips that stylesheet, which Vite lists beside a chunk imported from
 * another lazy chunk (as a stylesheet of the entry's): linked as `modulepreload`, it fails as a module script. The build fails if a lazy chunk brings a stylesheet of its own.
 *
 * The chunks named `firstLoadChunks` (the first load's chunks, which the start script has linked and run before
 * any lazy chunk is imported) are left out of the lists: each would only take bytes in every list of the first
 * load. The build fails if one of them is not in the first load.
 */
export function smallPreloadHelper({ firstLoadChunks }: { firstLoadChunks: string[] }): Plugin {
  let base = '/';
  const firstLoadChunk = new RegExp(`^assets/(${firstLoadChunks.join('|')})-[\\w-]+\\.js$`);
  return {
    name: 'small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps) => deps.filter((dep) => !firstLoadChunk.test(dep)),
        },
      },
    }),
    configResolved(config) {
      base = config.base;
      if (!base.startsWith('/')) throw new Error('The preload helper needs an absolute base');
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return `const linked = new Set();
export const ${PRELOAD_FUNCTION} = (load, deps) => {
  for (const dep of deps ?? []) {
    if (linked.has(dep) || dep.endsWith('.css')) continue;
    linked.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};`;
    },
    generateBundle(_options, bundle) {
      const stylesheets = new Set(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [...(file.viteMetadata?.importedCss ?? [])] : [],
        ),
      );
      if (stylesheets.size > 1)
        this.error(`The helper preloads no stylesheet, but the build has ${stylesheets.size}`);
    },
    writeBundle(_options, bundle) {
      const { chunks } = firstLoadOf(bundle);
      const lazy = Object.keys(bundle).filter((name) => firstLoadChunk.test(name) && !chunks.includes(name));
      if (lazy.length)
        this.error(`Left out of the preload lists but not in the first load: ${lazy.join(', ')}`);
    },
  };
}
