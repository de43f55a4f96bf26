import * as simpleIcons from 'simple-icons';
import type { Plugin } from 'vite';
import { inlineBrandIcons } from '../src/config/brand-icons';
import { EMPTY_ROOT } from '../src/config/page-root';

/** LinkedIn asked Simple Icons to remove its logo, so its path is kept here. */
const LINKEDIN_PATH =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z';

export interface BrandIconsSprite {
  /** Logos in their brand colour, by Simple Icons slug (symbol id `skill-<slug>`). */
  skills: readonly string[];
  /** Logos in the text colour (symbol id `social-<network>`): a Simple Icons slug, or `linkedin`. */
  social: readonly string[];
}

function iconPath(slug: string): { path: string; hex: string } {
  if (slug === 'linkedin') return { path: LINKEDIN_PATH, hex: '0A66C2' };
  const icon = Object.values(simpleIcons).find(
    (value): value is simpleIcons.SimpleIcon =>
      typeof value === 'object' && 'slug' in value && value.slug === slug,
  );
  if (!icon) throw new Error(`Simple Icons has no icon "${slug}"`);
  return icon;
}

function symbols({ skills, social }: BrandIconsSprite): string {
  const symbol = (id: string, path: string, fill?: string) =>
    `<symbol id="${id}" viewBox="0 0 24 24"><path${fill ? ` fill="${fill}"` : ''} d="${path}"/></symbol>`;
  return [
    ...skills.map((slug) => {
      const { path, hex } = iconPath(slug);
      return symbol(`skill-${slug}`, path, `#${hex}`);
    }),
    ...social.map((network) => symbol(`social-${network}`, iconPath(network).path)),
  ].join('');
}

const sprite = (icons: BrandIconsSprite) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols(icons)}</svg>\n`;

/**
 * Writes the brand logos (skills, social links) as one SVG sprite at `url` (also served by the dev server): their
 * path data is an image the browser caches, not JavaScript that every page downloads. The pages' template carries
 * them too, hidden before the root: the renderer keeps the ones each page shows (src/server/used-icons.ts), and the
 * app's later pages use the sprite.
 */
export function brandIconsSprite(url: string, icons: BrandIconsSprite): Plugin {
  const fileName = url.replace(/^\//, '');
  return {
    name: 'brand-icons-sprite',
    configureServer(server) {
      server.middlewares.use(url, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite(icons));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: sprite(icons) });
    },
    transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      return html.replace(EMPTY_ROOT, () => `${inlineBrandIcons(symbols(icons))}${EMPTY_ROOT}`);
    },
  };
}
