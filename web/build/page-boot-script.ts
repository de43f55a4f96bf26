import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { PAGE_BOOT_SCRIPT } from '../src/config/page-boot-script';
import { SPECULATION_RULES } from '../src/config/next-page';

/** The CSP source that allows an inline script: its SHA-256, base64. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Puts the page's boot script (the stored theme, the early controls) first in every page's <head>, and fails the
 * build when the Content-Security-Policy of firebase.json does not allow it, and the speculation rules it adds, by
 * their hashes (inline scripts and rules are otherwise refused).
 */
export function pageBootScript(firebaseJsonPath: string): Plugin {
  const inline = [
    ["the page's boot script", PAGE_BOOT_SCRIPT],
    ['the speculation rules', JSON.stringify(SPECULATION_RULES)],
  ] as const;
  return {
    name: 'page-boot-script',
    buildStart() {
      const firebaseJson = readFileSync(firebaseJsonPath, 'utf8');
      for (const [what, script] of inline) {
        const hash = scriptHashSource(script);
        if (!firebaseJson.includes(hash)) {
          this.error(`firebase.json's Content-Security-Policy must allow ${what}: add ${hash} to script-src`);
        }
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace('<head>', () => `<head>\n    <script>${PAGE_BOOT_SCRIPT}</script>`);
      },
    },
  };
}
