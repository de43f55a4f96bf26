import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../src/config/theme';

/** The CSP source that allows an inline script: its SHA-256, base64. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Puts the theme's boot script first in every page's <head>, and fails the build when the Content-Security-Policy
 * of firebase.json does not allow it by its hash (inline scripts are otherwise refused).
 */
export function themeBootScript(firebaseJsonPath: string): Plugin {
  const hash = scriptHashSource(THEME_BOOT_SCRIPT);
  return {
    name: 'theme-boot-script',
    buildStart() {
      if (!readFileSync(firebaseJsonPath, 'utf8').includes(hash)) {
        this.error(
          `firebase.json's Content-Security-Policy must allow the theme script: add ${hash} to script-src`,
        );
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace('<head>', () => `<head>\n    <script>${THEME_BOOT_SCRIPT}</script>`);
      },
    },
  };
}
