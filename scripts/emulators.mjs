#!/usr/bin/env node
// Starts the Firebase emulators offline: resolves the Java jars firebase-tools would otherwise download, then runs
// the firebase CLI.
//
//   node scripts/emulators.mjs exec [--only a,b] [--seed] [--wait] ["command"]
//   node scripts/emulators.mjs start [--only a,b]
//
// `exec` runs the command (or, with --wait, prints the site URL and waits for Ctrl-C) while the emulators are up,
// then stops them; --seed seeds the demo data first.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, '.cache', 'emulators');
const PROJECT_ID = 'demo-portfolio';
const ALL_EMULATORS = 'auth,firestore,functions,storage,hosting';
const CLOUD_SDK_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const CLOUD_SDK_FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const ONLINE_CHECK_TIMEOUT_MS = 3000;
// firebase.json's Content-Security-Policy names the production origins; local runs also talk to the emulators.
const LOCAL_HOSTING_CONFIG = 'firebase.local.json';
// A demo project has no Secret Manager: the Functions emulator reads its secrets from this file instead.
const LOCAL_SECRETS_FILE = path.join(root, 'functions/.secret.local');
const DEMO_SECRETS = { FORM_SERVICE_ACCESS_KEY: 'demo-access-key' };
const EMULATOR_ORIGINS = {
  'connect-src': ['9099', '8080', '9199'],
  'img-src': ['9199'],
  'frame-src': ['9099'],
};

function fail(message) {
  console.error(`emulators: ${message}`);
  process.exit(1);
}

function requireJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    fail(
      'Java 11 or newer is required by the Firebase emulators; install it (e.g. apt-get install -y openjdk-17-jdk-headless).',
    );
  }
}

/** Where firebase-tools keeps its downloads, and the jar names and URLs this version expects. */
function downloadableEmulators() {
  const infoPath = path.join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  const info = JSON.parse(readFileSync(infoPath, 'utf8'));
  const firebaseCache =
    process.env.FIREBASE_EMULATORS_PATH ?? path.join(homedir(), '.cache/firebase/emulators');
  const describe = (name) => ({
    cachedJar: path.join(firebaseCache, info[name].downloadPathRelativeToCacheDir),
    remoteUrl: info[name].remoteUrl,
  });
  return { firestore: describe('firestore'), storage: describe('storage') };
}

function isNewer(target, ...sources) {
  if (!existsSync(target)) return false;
  const built = statSync(target).mtimeMs;
  return sources.every((source) => statSync(source).mtimeMs <= built);
}

/** Official cached jar, else Google's Cloud SDK emulator through a manifest-only launcher jar, else a download. */
function resolveFirestore({ cachedJar }) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || existsSync(cachedJar)) return;
  if (!existsSync(CLOUD_SDK_FIRESTORE_JAR)) return;
  const launcher = path.join(cacheDir, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    const manifest = path.join(cacheDir, 'firestore-launcher.mf');
    writeFileSync(
      manifest,
      `Main-Class: ${CLOUD_SDK_FIRESTORE_MAIN}\nClass-Path: file:${CLOUD_SDK_FIRESTORE_JAR}\n`,
    );
    execFileSync('jar', ['cfm', launcher, manifest]);
  }
  process.env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
}

async function isReachable(url) {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(ONLINE_CHECK_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Compiles a Java source into a jar in the cache folder (again only when the source changed). */
function buildJar({ source, name, mainClass, classPath }) {
  const classes = path.join(cacheDir, name);
  const jar = path.join(cacheDir, `${name}.jar`);
  if (!isNewer(jar, source)) {
    rmSync(classes, { recursive: true, force: true });
    // Against a library jar, the classes target the running Java (the library's own minimum); alone, Java 11.
    const target = classPath ? ['-cp', classPath] : ['--release', '11'];
    execFileSync('javac', ['-proc:none', ...target, '-d', classes, source]);
    const manifest = path.join(cacheDir, `${name}.mf`);
    const classPathLine = classPath ? `Class-Path: file:${classPath}\n` : '';
    writeFileSync(manifest, `Main-Class: ${mainClass}\n${classPathLine}`);
    execFileSync('jar', ['cfm', jar, manifest, '-C', classes, '.']);
  }
  return jar;
}

/**
 * The Storage rules runtime: the official jar when cached; else one built on the rules engine of Google's Cloud SDK
 * Firestore emulator, which evaluates storage.rules for real offline; else the download firebase-tools makes when
 * online; else the fail-closed stand-in, which evaluates nothing.
 */
async function resolveStorageRulesRuntime({ cachedJar, remoteUrl }) {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) return 'custom';
  if (existsSync(cachedJar)) return 'official';
  if (existsSync(CLOUD_SDK_FIRESTORE_JAR)) {
    process.env.STORAGE_EMULATOR_BINARY_PATH = buildJar({
      source: path.join(root, 'scripts/storage-rules-runtime/StorageRulesRuntime.java'),
      name: 'storage-rules-runtime',
      mainClass: 'StorageRulesRuntime',
      classPath: CLOUD_SDK_FIRESTORE_JAR,
    });
    return 'cloud-sdk';
  }
  if (await isReachable(remoteUrl)) return 'official';
  process.env.STORAGE_EMULATOR_BINARY_PATH = buildJar({
    source: path.join(root, 'scripts/storage-rules-standin/StorageRulesStandIn.java'),
    name: 'storage-rules-standin',
    mainClass: 'StorageRulesStandIn',
  });
  console.warn(
    "emulators: WARNING Storage rules are NOT evaluated: no rules runtime is available (neither cached, nor Google Cloud SDK's Firestore emulator, nor a download), so a fail-closed stand-in denies every rules-checked request (token URLs and firebase-admin still work).",
  );
  return 'standin';
}

/** Adds the emulators' origins (on 127.0.0.1 and localhost) to the directives of a Content-Security-Policy. */
function withEmulatorOrigins(policy) {
  return policy
    .split(';')
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      const ports = EMULATOR_ORIGINS[name] ?? [];
      const origins = ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
      return [directive.trim(), ...origins].join(' ');
    })
    .join('; ');
}

/** firebase.json for local runs: the same, with the emulators allowed by the Content-Security-Policy. */
function writeLocalHostingConfig() {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withEmulatorOrigins(header.value);
    }
  }
  writeFileSync(path.join(root, LOCAL_HOSTING_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
}

/** The demo values of the function's secrets, unless a developer has put their own in the file. */
function writeLocalSecrets() {
  if (existsSync(LOCAL_SECRETS_FILE)) return;
  const lines = Object.entries(DEMO_SECRETS).map(([name, value]) => `${name}=${value}\n`);
  writeFileSync(LOCAL_SECRETS_FILE, lines.join(''));
}

function parseArgs(argv) {
  const [mode, ...rest] = argv;
  if (mode !== 'exec' && mode !== 'start') {
    fail('usage: emulators.mjs exec|start [--only a,b] [--seed] [--wait] ["command"]');
  }
  const options = { mode, only: ALL_EMULATORS, seed: false, wait: false, command: '' };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--only') options.only = rest[++i] ?? ALL_EMULATORS;
    else if (arg === '--seed') options.seed = true;
    else if (arg === '--wait') options.wait = true;
    else options.command = arg;
  }
  return options;
}

function innerCommand({ only, seed, wait, command }) {
  const steps = [];
  // With Hosting up, the seed waits until the seeded pages are published as files: the site is ready then.
  if (seed)
    steps.push(`npm run --silent seed${only.includes('hosting') ? ' -- --wait-for-publication' : ''}`);
  // npx: the command runs outside npm too (`node scripts/emulators.mjs`), where the packages' bins are not on PATH.
  if (wait) steps.push('npx tsx scripts/serve-until-interrupted.ts');
  else if (command) steps.push(command);
  if (steps.length === 0) fail('exec needs a command, --seed or --wait');
  return steps.join(' && ');
}

const options = parseArgs(process.argv.slice(2));
requireJava();
mkdirSync(cacheDir, { recursive: true });
const jars = downloadableEmulators();
resolveFirestore(jars.firestore);
if (options.only.split(',').includes('storage')) {
  process.env.STORAGE_RULES_RUNTIME = await resolveStorageRulesRuntime(jars.storage);
}

writeLocalHostingConfig();
writeLocalSecrets();

const common = ['--config', LOCAL_HOSTING_CONFIG, '--project', PROJECT_ID, '--only', options.only];
const firebaseArgs =
  options.mode === 'exec'
    ? ['emulators:exec', ...common, innerCommand(options)]
    : ['emulators:start', ...common];
const firebase = spawn(path.join(root, 'node_modules/.bin/firebase'), firebaseArgs, {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// A terminal's Ctrl-C reaches the whole process group; firebase-tools then stops the emulators itself, so this
// process only waits for it. A SIGTERM (e.g. from a supervisor) is passed on as the interrupt firebase expects.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => firebase.kill('SIGINT'));
firebase.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
