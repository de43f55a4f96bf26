import * as simpleIcons from 'simple-icons';
import type { Plugin } from 'vite';

/** Builds the sprite: one `<symbol>` per slug, with the logo in its brand colour. */
function sprite(slugs: readonly string[]): string {
  const icons = Object.values(simpleIcons).filter(
    (value): value is simpleIcons.SimpleIcon => typeof value === 'object' && 'slug' in value,
  );
  const symbols = slugs.map((slug) => {
    const icon = icons.find((candidate) => candidate.slug === slug);
    if (!icon) throw new Error(`Simple Icons has no icon "${slug}"`);
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path fill="#${icon.hex}" d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** Writes the skills' logos as an SVG sprite at `url` (also served by the dev server). */
export function skillIconsSprite(url: string, slugs: readonly string[]): Plugin {
  const fileName = url.replace(/^\//, '');
  return {
    name: 'skill-icons-sprite',
    configureServer(server) {
      server.middlewares.use(url, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite(slugs));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: sprite(slugs) });
    },
  };
}
