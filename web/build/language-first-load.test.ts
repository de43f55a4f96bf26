import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { languageFirstLoads } from './language-first-load';

/** A chunk of the bundle as the check reads it: its file, the module it stands for, the chunks it imports. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = []) {
  return { type: 'chunk', fileName, facadeModuleId, imports } as unknown as Rolldown.OutputChunk;
}

const BUNDLE = Object.fromEntries(
  [
    chunk('index.js', '/app/web/src/main.tsx', ['shared.js']),
    chunk('shared.js', null),
    chunk('page-language.js', '/app/web/src/i18n/page-language.ts', ['shared.js', 'localizable.js']),
    chunk('localizable.js', '/app/common/src/localizable.ts'),
    chunk('bn.js', '/app/web/src/i18n/catalogs/bn.json'),
    chunk('bn-pages.js', '/app/web/src/i18n/catalogs/bn-pages.json'),
    chunk('ar.js', '/app/web/src/i18n/catalogs/ar.json'),
    chunk('AboutPage.js', '/app/web/src/features/about/AboutPage.tsx', ['localizable.js']),
  ].map((file) => [file.fileName, file]),
) as Rolldown.OutputBundle;

describe('languageFirstLoads', () => {
  it("adds to / the language chunk, what it imports that / has not loaded, and the language's home catalog", () => {
    const loads = languageFirstLoads(BUNDLE, ['shared.js', 'index.js']);
    expect([...loads.keys()].sort()).toEqual(['ar', 'bn']);
    expect(loads.get('bn')).toEqual(['page-language.js', 'localizable.js', 'bn.js']);
    expect(loads.get('ar')).toEqual(['page-language.js', 'localizable.js', 'ar.js']);
  });

  it('finds none in a bundle without the language chunk', () => {
    const { 'page-language.js': _left, ...withoutIt } = BUNDLE;
    expect(languageFirstLoads(withoutIt, ['index.js']).size).toBe(0);
  });
});
