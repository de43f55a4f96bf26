import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { robotsTxt } from './build/robots-txt';

const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001/demo-portfolio/us-central1';

/**
 * reactfire imports every Firebase SDK at its top and those SDKs register themselves on import, so none can be
 * tree-shaken. The app uses only reactfire's Auth hooks (Firestore is read through rxfire in lazy routes), so
 * reactfire's imports of the other SDKs resolve to stubs that throw if ever called.
 */
const REACTFIRE_UNUSED_SDKS: Record<string, string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB_PREFIX = '\0reactfire-unused:';

function stubReactfireUnusedSdks(): Plugin {
  return {
    name: 'stub-reactfire-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/reactfire/') && source in REACTFIRE_UNUSED_SDKS) return STUB_PREFIX + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const sdk = id.slice(STUB_PREFIX.length);
      const names = REACTFIRE_UNUSED_SDKS[sdk] ?? [];
      const thrower = `() => { throw new Error('${sdk} is not bundled with reactfire in this app'); }`;
      return names.map((name) => `export const ${name} = ${thrower};`).join('\n');
    },
  };
}

const LOCAL_SITE_URL = 'http://127.0.0.1:5000';

export default defineConfig(({ mode }) => ({
  plugins: [
    stubReactfireUnusedSdks(),
    react(),
    robotsTxt(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_SITE_URL || LOCAL_SITE_URL),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': FUNCTIONS_EMULATOR },
  },
  build: { sourcemap: true },
}));
