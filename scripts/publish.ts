// npm run publish [-- --target emulator|hosting] [--production]
// One publication now, for an operator whose schedule is broken: reads the public content from the emulators (or
// production with --production, GCLOUD_PROJECT set and application default credentials) and publishes it to the
// Hosting emulator's folder or, with --target hosting, to the project's Hosting site through the REST API. It takes
// the same lease as the functions' publications. HOSTING_API_ORIGIN, FIREBASE_API_ORIGIN and HOSTING_ACCESS_TOKEN
// replace the real APIs' origins and credentials (a stand-in's, in tests). Exits 1 with one line when it fails.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { usesProduction } from './lib/firebase-admin-target';

type PublishCommand = typeof import('../functions/src/publication/publish-command');

const args = process.argv.slice(2);
const targetIndex = args.indexOf('--target');
const kind = targetIndex < 0 ? (usesProduction ? 'hosting' : 'emulator') : args[targetIndex + 1];
if (kind !== 'emulator' && kind !== 'hosting') {
  console.error('publish: --target is emulator or hosting');
  process.exit(1);
}
if (usesProduction && kind === 'emulator') {
  console.error("publish: production content goes to Hosting, not to the emulator's folder");
  process.exit(1);
}

// The publication runs from the built function, beside the page renderer and the page template it needs.
const bundle = path.resolve(import.meta.dirname, '../functions/lib/publish-command.js');
if (!existsSync(bundle)) {
  console.error('publish: functions/lib/publish-command.js is missing; run `npm run build` first');
  process.exit(1);
}
const { publishNow } = createRequire(import.meta.url)(bundle) as PublishCommand;

try {
  const { version, files, recorded } = await publishNow(kind);
  const where = kind === 'hosting' ? 'the Hosting site' : "the Hosting emulator's folder";
  console.log(
    `publish: ${files} files live on ${where} as version ${version}${recorded ? '' : ' (not recorded as this project’s live publication)'}`,
  );
} catch (error) {
  console.error(`publish: failed: ${(error as Error).message.split('\n')[0]}`);
  process.exitCode = 1;
}
// The content readers keep Firestore listeners open (the site content's cache): the process ends here.
process.exit();
