import { describe, expect, it } from 'vitest';
import { shippedPackages, type LockEntry } from './closure';
import { isDynamicallyLinkedLgpl, licenseOf, licenseProblem, parseLicenseExpression } from './policy';

describe('a licence expression', () => {
  it('reads ids, AND before OR, parentheses and exceptions', () => {
    expect(parseLicenseExpression('MIT')).toEqual({ id: 'MIT' });
    expect(parseLicenseExpression('(MIT OR GPL-3.0)')).toEqual({
      op: 'OR',
      left: { id: 'MIT' },
      right: { id: 'GPL-3.0' },
    });
    expect(parseLicenseExpression('MIT OR Apache-2.0 AND GPL-2.0')).toEqual({
      op: 'OR',
      left: { id: 'MIT' },
      right: { op: 'AND', left: { id: 'Apache-2.0' }, right: { id: 'GPL-2.0' } },
    });
    expect(parseLicenseExpression('GPL-2.0 WITH Classpath-exception-2.0')).toEqual({ id: 'GPL-2.0' });
  });

  it('refuses what is not one', () => {
    expect(() => parseLicenseExpression('(MIT OR')).toThrow(/ends too early/);
    expect(() => parseLicenseExpression('MIT Apache-2.0')).toThrow(/after the end/);
  });
});

describe('whether a package may ship', () => {
  it.each([
    'MIT',
    'ISC',
    'BSD-3-Clause',
    'Apache-2.0',
    '0BSD',
    'BSL-1.0',
    '(MIT OR GPL-3.0)',
    'MIT OR AGPL-3.0',
  ])('%s may', (license) => {
    expect(licenseProblem('some-package', license)).toBeUndefined();
  });

  it.each([
    'AGPL-3.0-or-later',
    'GPL-2.0',
    'GPL-3.0-only',
    'LGPL-2.1',
    'SSPL-1.0',
    'BUSL-1.1',
    'MIT AND GPL-3.0',
    '(GPL-2.0 OR AGPL-3.0)',
  ])('%s may not, and the package is named', (license) => {
    expect(licenseProblem('ua-parser-js', license)).toMatch(/^ua-parser-js: .*copyleft/);
  });

  it('needs a stated open-source licence', () => {
    expect(licenseProblem('secret', undefined)).toMatch(/^secret: no open-source licence/);
    expect(licenseProblem('secret', 'UNLICENSED')).toMatch(/no open-source licence/);
    expect(licenseProblem('secret', 'SEE LICENSE IN LICENSE.md')).toMatch(/no open-source licence/);
  });

  it('allows the LGPL only in the native library sharp links dynamically', () => {
    expect(licenseProblem('@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later')).toBeUndefined();
    expect(licenseProblem('@img/sharp-win32-x64', 'Apache-2.0 AND LGPL-3.0-or-later')).toBeUndefined();
    expect(isDynamicallyLinkedLgpl('@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later')).toBe(true);
    expect(licenseProblem('@img/sharp-libvips-linux-x64', 'GPL-3.0')).toMatch(/copyleft/);
    expect(licenseProblem('some-js-library', 'LGPL-3.0-or-later')).toMatch(/copyleft/);
    expect(isDynamicallyLinkedLgpl('@img/sharp-linux-x64', 'Apache-2.0')).toBe(false);
  });

  it('reads the older package.json forms', () => {
    expect(licenseOf({ license: 'MIT' })).toBe('MIT');
    expect(licenseOf({ license: { type: 'ISC' } })).toBe('ISC');
    expect(licenseOf({ licenses: [{ type: 'MIT' }] })).toBe('MIT');
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] })).toBe('(MIT OR GPL-2.0)');
    expect(licenseOf({})).toBeUndefined();
  });
});

describe('the packages a workspace ships', () => {
  const lock: Record<string, LockEntry> = {
    '': { name: 'root' },
    web: { name: 'web', dependencies: { react: '^19', '@app/common': '*' } },
    functions: { name: 'functions', dependencies: { sharp: '^0.35' } },
    common: { name: '@app/common', dependencies: { yup: '^1' } },
    'node_modules/@app/common': { resolved: 'common', link: true },
    'node_modules/react': { version: '19.0.0', license: 'MIT', peerDependencies: { scheduler: '*' } },
    'node_modules/scheduler': { version: '0.25.0', license: 'MIT' },
    'node_modules/yup': { version: '1.7.0', license: 'MIT', dependencies: { 'tiny-case': '^1' } },
    'node_modules/tiny-case': { version: '1.0.3', license: 'MIT' },
    'web/node_modules/tiny-case': { version: '2.0.0', license: 'MIT' },
    'node_modules/sharp': {
      version: '0.35.5',
      license: 'Apache-2.0',
      optionalDependencies: { '@img/sharp-libvips-linux-x64': '1', '@img/sharp-libvips-darwin-arm64': '1' },
    },
    'node_modules/@img/sharp-libvips-linux-x64': { version: '1.2.0', license: 'LGPL-3.0-or-later' },
    'node_modules/@img/sharp-libvips-darwin-arm64': { version: '1.2.0', license: 'LGPL-3.0-or-later' },
    'node_modules/eslint': { version: '9.0.0', license: 'MIT', dev: true } as LockEntry,
  };
  const installed = (location: string) => !location.includes('darwin');
  const listed = (shipped: ReturnType<typeof shippedPackages>) =>
    shipped.map((entry) => `${entry.name}@${entry.version} ${[...entry.usedBy].join('+')}`);

  it('follows dependencies, workspace links, peers and the installed optional ones, not devDependencies', () => {
    expect(listed(shippedPackages(lock, ['web', 'functions'], installed))).toEqual([
      '@img/sharp-libvips-linux-x64@1.2.0 functions',
      'react@19.0.0 web',
      'scheduler@0.25.0 web',
      'sharp@0.35.5 functions',
      // yup, reached from web through the linked common workspace, resolves the hoisted copy, not web's own.
      'tiny-case@1.0.3 web',
      'yup@1.7.0 web',
    ]);
  });

  it('says which required package is missing', () => {
    expect(() => shippedPackages(lock, ['web'], (location) => location !== 'node_modules/yup')).toThrow(
      /yup, needed by @app\/common, is not installed/,
    );
  });
});
