import path from 'node:path';

/** An entry of package-lock.json's `packages` (lockfile version 2 or 3), keyed by where it is installed. */
export interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A package installed for production, where it is, and which workspaces ship it. */
export interface ShippedPackage {
  location: string;
  name: string;
  version: string;
  license: string | undefined;
  usedBy: Set<string>;
}

/** The package's name: its lock entry's, else the folder after the last `node_modules/`. */
function nameAt(location: string, entry: LockEntry): string {
  return entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Where Node finds `dependency` from a package at `from`: its own node_modules, then each folder above. */
function resolve(packages: Record<string, LockEntry>, from: string, dependency: string): string | undefined {
  for (let folder = from; ; folder = path.posix.dirname(folder)) {
    const base = folder === '.' ? '' : folder;
    const candidate = base ? `${base}/node_modules/${dependency}` : `node_modules/${dependency}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
  }
}

/**
 * The packages each workspace ships: the closure of its `dependencies` (with their optional and peer dependencies;
 * devDependencies are left out), following workspace links; the workspaces themselves are not listed. An optional dependency counts only when installed
 * (`isInstalled`: npm skips those of other platforms); a required one that is missing is an error.
 */
export function shippedPackages(
  packages: Record<string, LockEntry>,
  workspaces: string[],
  isInstalled: (location: string) => boolean,
): ShippedPackage[] {
  const found = new Map<string, ShippedPackage>();
  for (const workspace of workspaces) {
    const pending = [workspace];
    const seen = new Set<string>();
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      let location = next;
      let entry = packages[location];
      if (entry?.link && entry.resolved) {
        location = entry.resolved;
        entry = packages[location];
      }
      if (!entry) throw new Error(`package-lock.json has no entry for ${location}`);
      if (seen.has(location)) continue;
      seen.add(location);
      // The workspaces themselves (`common`, linked) are this repository's, under its licence.
      if (location.includes('node_modules/')) {
        const shipped = found.get(location) ?? {
          location,
          name: nameAt(location, entry),
          version: entry.version ?? '',
          license: entry.license,
          usedBy: new Set<string>(),
        };
        shipped.usedBy.add(workspace);
        found.set(location, shipped);
      }
      const needed = Object.keys(entry.dependencies ?? {});
      const ifThere = [
        ...Object.keys(entry.optionalDependencies ?? {}),
        ...Object.keys(entry.peerDependencies ?? {}),
      ];
      for (const dependency of needed) {
        const at = resolve(packages, location, dependency);
        if (!at || !isInstalled(at)) {
          throw new Error(
            `${dependency}, needed by ${nameAt(location, entry)}, is not installed: run npm ci`,
          );
        }
        pending.push(at);
      }
      for (const dependency of ifThere) {
        const at = resolve(packages, location, dependency);
        if (at && isInstalled(at)) pending.push(at);
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}
