import type { Plugin } from 'vite';

/**
 * Opens the connection to where the project images are served (Cloud Storage, or its emulator for a `demo-`
 * project) while the app loads, instead of after the projects have arrived.
 */
export function preconnectToImages(usesEmulators: boolean): Plugin {
  const origin = usesEmulators ? 'http://127.0.0.1:9199' : 'https://firebasestorage.googleapis.com';
  return {
    name: 'preconnect-to-images',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head-prepend' }];
    },
  };
}
