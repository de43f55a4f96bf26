// npm run licenses: the licence of every package the web app and the function ship (their `dependencies` and what
// those need, as installed), one line each; exits 1 naming each package whose licence is copyleft (AGPL, GPL, SSPL,
// BUSL; LGPL but for the native library sharp links dynamically) or not stated.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shippedPackages, type LockEntry } from './closure';
import {
  DYNAMICALLY_LINKED_LGPL_NOTE,
  isDynamicallyLinkedLgpl,
  licenseOf,
  licenseProblem,
  type LicenseFields,
} from './policy';

const ROOT = path.join(import.meta.dirname, '../..');
const SHIPPING_WORKSPACES = ['web', 'functions'];

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
const packages = shippedPackages(lock.packages, SHIPPING_WORKSPACES, (location) =>
  existsSync(path.join(ROOT, location, 'package.json')),
);

const problems: string[] = [];
const dynamicallyLinked: string[] = [];
for (const shipped of packages) {
  // The lock states most licences; an old package.json (`licenses: [...]`) only in the installed file.
  const license =
    shipped.license ?? licenseOf(readJson<LicenseFields>(path.join(shipped.location, 'package.json')));
  const problem = licenseProblem(shipped.name, license);
  if (problem) problems.push(problem);
  if (!problem && isDynamicallyLinkedLgpl(shipped.name, license)) dynamicallyLinked.push(shipped.name);
  const usedBy = [...shipped.usedBy].join(', ');
  console.log(
    `${problem ? 'FAIL' : 'ok  '} ${`${shipped.name}@${shipped.version}`.padEnd(48)} ${license} (${usedBy})`,
  );
}

console.log(`${packages.length} packages shipped by ${SHIPPING_WORKSPACES.join(' and ')}`);
if (dynamicallyLinked.length > 0)
  console.log(`${DYNAMICALLY_LINKED_LGPL_NOTE} (${dynamicallyLinked.join(', ')})`);
if (problems.length > 0) {
  console.log(`licences: ${problems.length} package(s) may not ship:`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(1);
}
console.log('licences: every shipped package is under a permissive licence');
