import { readdirSync } from 'node:fs';

/** The web build's files, which Hosting serves under `/assets/`. */
export const BUILT_ASSETS = 'web/dist/assets';

/** The name of the built file that matches `pattern` (the build names each file after its content). */
export function builtAsset(pattern: RegExp): string {
  const name = readdirSync(BUILT_ASSETS).find((file) => pattern.test(file));
  if (!name) throw new Error(`The build has no file matching ${pattern}: run npm run build`);
  return name;
}

/** The whole stylesheet's URL; a served page carries only the rules its own markup uses. */
export const WHOLE_STYLESHEET = `/assets/${builtAsset(/\.css$/)}`;
