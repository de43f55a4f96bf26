// The bench's steps that measure the publication: what reading the site costs in function executions, how long a
// save takes to be live, and the field model from measured inputs; and, as cheap, the preview's worst case and what
// a backup's export and import cost.
import { measureFieldInputs } from './field-inputs';
import { measurePreviewCost, previewCostLines } from './preview-cost';
import { backupCostLines, measureBackupCost } from './backup-cost';
import { fieldModel } from './field-model';
import { measureReadingExecutions } from './function-executions';
import { executionsTable, fieldTable, saveToLiveTable, type PublicationResults } from './publication-report';
import { measureSaveToLive } from './save-to-live';

export const PUBLICATION_STEPS = ['executions', 'savetolive', 'field', 'preview', 'backups'] as const;

export interface StepRunner {
  runs: (step: (typeof PUBLICATION_STEPS)[number]) => boolean;
  /** Runs one measurement; a failure is reported and the others still run. */
  step: (what: string, measure: () => Promise<void>) => Promise<void>;
  progress: (title: string, figures?: string) => void;
}

export async function measurePublication(
  results: PublicationResults,
  pages: string[],
  { runs, step, progress }: StepRunner,
): Promise<void> {
  if (runs('executions')) {
    await step('Function executions while reading', async () => {
      results.executions = await measureReadingExecutions(pages);
      progress('Function executions while reading', executionsTable(results.executions));
    });
  }
  if (runs('savetolive')) {
    await step('Save to live', async () => {
      results.saveToLive = await measureSaveToLive();
      progress('Save to live', saveToLiveTable(results.saveToLive));
    });
  }
  if (runs('field')) {
    await step('Field model', async () => {
      const inputs = await measureFieldInputs();
      results.field = { inputs, rows: fieldModel(inputs) };
      progress(
        `Field model (cold ${inputs.coldMs} ms, warm ${inputs.warmMs} ms, file ${inputs.fileMs} ms)`,
        fieldTable(results.field.rows),
      );
    });
  }
  if (runs('preview')) {
    await step('Preview worst case', async () => {
      results.preview = await measurePreviewCost();
      progress('Preview of the worst bodies beside an ordinary post', previewCostLines(results.preview));
    });
  }
  if (runs('backups')) {
    // Leaves the emulators holding the seed again (the 20× site is imported, then the seed's export over it).
    await step('Backup export and import', async () => {
      results.backups = await measureBackupCost();
      progress(
        'Backup export and import: the seed, and a site 20 times it',
        backupCostLines(results.backups),
      );
    });
  }
}
