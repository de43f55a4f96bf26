import { runnerImport, type Plugin } from 'vite';

const STATIC_SHELL_MODULE = 'src/app/static-shell.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts the public frame (header, a loading page, footer) into index.html as HTML, so that the browser paints it
 * as soon as the page arrives instead of a blank page until the JavaScript has loaded and run (most of the first
 * paint's time on a phone). React replaces it with the same markup when it starts.
 */
export function staticShell(webRoot: string): Plugin {
  return {
    name: 'static-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT} to fill`);
      const { module } = await runnerImport<{ renderStaticShell: () => string }>(
        `${webRoot}/${STATIC_SHELL_MODULE}`,
        { root: webRoot, configFile: false, logLevel: 'error' },
      );
      return html.replace(EMPTY_ROOT, `<div id="root">${module.renderStaticShell()}</div>`);
    },
  };
}
