// The bench's figures of the publication: function executions while reading, save to live, the field model; and the
// preview's worst case, and a backup's export and import.
import { CDN_WINDOW_BEFORE_S, EDGES, FUNCTION_SHARE_AFTER, INSTANCE_IDLE_S, PAGES } from './field-model';
import type { FieldInputs, FieldRow } from './field-model';
import type { ExecutionRow } from './function-executions';
import { backupCostLines, type BackupCost } from './backup-cost';
import { previewCostLines, type PreviewCost } from './preview-cost';
import type { SaveToLiveRow } from './save-to-live';
import { table } from './table';

export interface PublicationResults {
  executions?: ExecutionRow[];
  saveToLive?: SaveToLiveRow;
  field?: { inputs: FieldInputs; rows: FieldRow[] };
  preview?: PreviewCost;
  backups?: BackupCost;
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 && share > 0 ? 1 : 0)} %`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

export function executionsTable(rows: ExecutionRow[]): string {
  const total = (key: 'requests' | 'images' | 'imagesNotLoaded' | 'executions') =>
    String(rows.reduce((sum, row) => sum + row[key], 0));
  return table(
    ['Page read', 'Requests', 'Images', 'Not loaded (offline)', 'Function executions', 'By function'],
    [
      ...rows.map((row) => [
        `\`${row.page}\``,
        String(row.requests),
        String(row.images),
        String(row.imagesNotLoaded),
        String(row.executions),
        Object.entries(row.byFunction)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ') || '–',
      ]),
      ['all', total('requests'), total('images'), total('imagesNotLoaded'), total('executions'), ''],
    ],
    [false, true, true, true, true, false],
  );
}

export function saveToLiveTable(row: SaveToLiveRow): string {
  return table(
    ['Saves', 'Median', 'Max', '`/` served by'],
    [[String(row.saves), ms(row.medianMs), ms(row.maxMs), row.servedBy]],
    [true, true, true, false],
  );
}

export function fieldTable(rows: FieldRow[]): string {
  return table(
    [
      'Views a day',
      'Before: wait for a function',
      'cold',
      'p75 TTFB',
      'After: wait for a function',
      'cold',
      'p75 TTFB',
    ],
    rows.map((row) => [
      String(row.viewsADay),
      percent(row.beforeFunctionShare),
      percent(row.beforeColdShare),
      ms(row.beforeP75Ms),
      percent(row.afterFunctionShare),
      percent(row.afterColdShare),
      ms(row.afterP75Ms),
    ]),
    [true, true, true, true, true, true, true],
  );
}

export function publicationSections(results: PublicationResults): string[] {
  const sections: string[] = [];
  if (results.executions) {
    sections.push(
      `Function executions while a browser reads the pages with every image (view beacon refused)\n\n${executionsTable(results.executions)}`,
    );
  }
  if (results.saveToLive) {
    sections.push(
      `Save to live: from the answer of PUT /api/site until Hosting serves the new hero title at \`/\`\n\n${saveToLiveTable(results.saveToLive)}`,
    );
  }
  if (results.field) {
    const { coldMs, warmMs, fileMs } = results.field.inputs;
    sections.push(
      `Field model (server time to the first byte; network and container start excluded). Measured: a fresh ` +
        `instance's first \`/\` ${ms(coldMs)}, a warm one ${ms(warmMs)}, a Hosting file ${ms(fileMs)}. Platform: ` +
        `CDN window ${CDN_WINDOW_BEFORE_S} s per edge before, idle instances kept ≤ ${INSTANCE_IDLE_S / 60} min. ` +
        `Assumed: ${EDGES} edges, ${PAGES} pages, ${percent(FUNCTION_SHARE_AFTER)} of views need the function after.\n\n` +
        fieldTable(results.field.rows),
    );
  }
  if (results.preview) {
    sections.push(
      `Preview (POST /api/posts/preview) of the worst bodies within the body's limit, rendered in-process\n\n${previewCostLines(results.preview)}`,
    );
  }
  if (results.backups) {
    sections.push(
      `Backups: export and import of the seed and of a site 20 times it, in-process against the emulators\n\n${backupCostLines(results.backups)}`,
    );
  }
  return sections;
}
