import type { Plugin } from 'vite';
import { withoutUnreadRegistrations } from '../src/server/used-css';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Inlines the stylesheet into index.html, the template of every served page; the renderer then keeps only the
 * rules each page's markup uses (src/server/used-css.ts). Fetched separately, a stylesheet would block the first
 * paint for a round trip; the file itself stays in `assets/` for the app. Before that, the stylesheet loses the
 * `@property` registrations that none of its rules reads (see `withoutUnreadRegistrations`).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    // After Tailwind has written the stylesheet, before it is minified and named by its content.
    transform(code, id) {
      return /\.css(\?|$)/.test(id) && code.includes('@property') ? withoutUnreadRegistrations(code) : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') this.error(`${fileName} is not in the bundle`);
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
