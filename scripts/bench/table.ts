/** A Markdown table with padded columns: readable in a terminal and pasted as is into docs/performance.md. */
export function table(headers: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length), 3),
  );
  const pad = (cell: string, column: number) =>
    rightAligned[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    rightAligned[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(headers), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}
