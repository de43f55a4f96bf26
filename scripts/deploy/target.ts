// The project a deploy targets and its settings: from the command line, .firebaserc, and the settings files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Set by `npm run deploy` once every check passed for this project: the predeploys then build nothing again. */
export const CHECKED_PROJECT_VARIABLE = 'PORTFOLIO_DEPLOY_CHECKED';

export interface DeployTarget {
  projectId: string;
  /** The web app's build settings (VITE_…). */
  webEnv: Record<string, string>;
  /** The function's settings, as the deploy would read them. */
  functionsEnv: Record<string, string>;
  /** Where they were read from, for the messages. */
  sources: { web: string[]; functions: string[] };
}

/** Every file under a folder, at any depth; none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** A dotenv file's assignments (KEY=value, # comments, optional quotes); none when the file does not exist. */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const entries: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, key, raw] = match as unknown as [string, string, string];
    entries[key] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
  return entries;
}

function readEnvFiles(files: string[]): Record<string, string> {
  return Object.assign({}, ...files.map(readEnvFile)) as Record<string, string>;
}

/** The project `.firebaserc` names as its default. */
export function defaultProject(): string | undefined {
  const file = path.join(ROOT, '.firebaserc');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { projects?: { default?: string } }).projects?.default;
}

/** `--name value` from the arguments. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * The target of `--project` (else .firebaserc's default). Its settings come from `--config <dir>` (web.env and
 * functions.env there) or, by default, from the files Vite and firebase-tools read themselves:
 * web/.env.production[.local], and functions/.env and functions/.env.<project-id>.
 */
export function resolveTarget(args: string[]): DeployTarget {
  const projectId = option(args, 'project') ?? defaultProject() ?? '';
  const configDir = option(args, 'config');
  const web = configDir
    ? [path.join(configDir, 'web.env')]
    : ['web/.env.production', 'web/.env.production.local'];
  const functions = configDir
    ? [path.join(configDir, 'functions.env')]
    : ['functions/.env', `functions/.env.${projectId}`];
  const absolute = (files: string[]) => files.map((file) => path.resolve(ROOT, file));
  return {
    projectId,
    webEnv: readEnvFiles(absolute(web)),
    functionsEnv: readEnvFiles(absolute(functions)),
    sources: { web, functions },
  };
}
