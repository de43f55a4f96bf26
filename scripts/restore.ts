// npm run restore -- backup.zip [--dry-run] [--production]
// Restores an export or a stored backup, as POST /api/import does (the same checks, the same one operation, one
// publication), against the emulators unless --production. Not bound by the 32 MB request limit of the API.
import { readFileSync } from 'node:fs';
import { positionalArgs, usesProduction } from './lib/firebase-admin-target';

const { restoreBackup } = await import('../functions/src/backups/restore');
const { withRestoreLease } = await import('../functions/src/backups/lease');

const [file] = positionalArgs();
if (!file) {
  console.error('Usage: npm run restore -- backup.zip [--dry-run] [--production]');
  process.exit(2);
}
const dryRun = process.argv.includes('--dry-run');
try {
  const result = await withRestoreLease(() => restoreBackup(readFileSync(file), dryRun));
  console.log(JSON.stringify(result, null, 2));
  console.log(
    dryRun ? 'Dry run: nothing changed.' : `Restored ${usesProduction ? 'production' : 'the emulators'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
