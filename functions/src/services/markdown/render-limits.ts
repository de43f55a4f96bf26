import MarkdownIt, { type Token } from 'markdown-it';
import { POST_RENDER_LIMITS, VALIDATION_MESSAGES } from '@portfolio/common';

/** A body that would become more than a post may store: its message is the one the API answers on `body`. */
export class PostTooLargeError extends Error {}

const MIB = 1024 * 1024;
/** A size as the messages give it: `640 KB`, `1.7 MB`. */
export const sizeText = (bytes: number) =>
  bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export const renderedTooLarge = (bytes: number) =>
  new PostTooLargeError(
    VALIDATION_MESSAGES.renderedTooLarge(sizeText(bytes), sizeText(POST_RENDER_LIMITS.renderedBytes)),
  );

const tooManyCells = () =>
  new PostTooLargeError(VALIDATION_MESSAGES.tableCellsTooMany(POST_RENDER_LIMITS.tableCells));

/** markdown-it's own table rule, taken through its public API from an instance with no other block rule. */
function markdownItTableRule() {
  const probe = new MarkdownIt();
  probe.block.ruler.enableOnly(['table']);
  const [table] = probe.block.ruler.getRules('');
  if (!table) throw new Error('markdown-it has no table rule');
  return table;
}

/**
 * Bounds the cells of a post's tables, counted across all of them, while they are parsed: markdown-it gives every
 * row as many cells as the header, so a short body of wide tables would otherwise become millions of tokens (and
 * exhaust the instance's memory) before any size could be checked. At most one row past the bound is ever parsed.
 */
export function boundedTables(md: MarkdownIt): void {
  const table = markdownItTableRule();
  md.block.ruler.at('table', (state, startLine, endLine, silent) => {
    if (silent || !table(state, startLine, endLine, true)) return table(state, startLine, endLine, silent);
    const env = state.env as { tableCells?: number };
    const used = env.tableCells ?? 0;
    // The delimiter row has one cell per column (markdown-it checks that the header has as many).
    const delimiter = state.src.slice(state.bMarks[startLine + 1], state.eMarks[startLine + 1]);
    const columns = delimiter.split('|').filter((cell) => cell.trim()).length;
    const bodyRows = Math.floor((POST_RENDER_LIMITS.tableCells - used) / columns) - 1;
    if (bodyRows < 0) throw tooManyCells();
    const before = state.tokens.length;
    const found = table(state, startLine, Math.min(endLine, startLine + 2 + bodyRows + 1), false);
    let cells = 0;
    for (let index = before; index < state.tokens.length; index += 1) {
      const type = state.tokens[index]?.type;
      if (type === 'th_open' || type === 'td_open') cells += 1;
    }
    env.tableCells = used + cells;
    if (env.tableCells > POST_RENDER_LIMITS.tableCells) throw tooManyCells();
    return found;
  });
}

/**
 * markdown-it's render, counting the bytes it makes: past the limit the HTML is no longer kept (a short body of
 * reference links to one long URL would make tens of megabytes), only its size, for the message.
 */
export function renderWithin(md: MarkdownIt, tokens: Token[], env: object): { html: string; bytes: number } {
  const { renderer, options } = md;
  let html = '';
  let bytes = 0;
  const add = (list: Token[], index: number) => {
    const rule = renderer.rules[list[index]?.type ?? ''];
    const piece = rule
      ? rule(list, index, options, env, renderer)
      : renderer.renderToken(list, index, options);
    bytes += Buffer.byteLength(piece);
    if (bytes <= POST_RENDER_LIMITS.renderedBytes) html += piece;
  };
  tokens.forEach((token, index) => {
    if (token.type !== 'inline') return add(tokens, index);
    const children = token.children ?? [];
    children.forEach((_child, childIndex) => add(children, childIndex));
  });
  return { html, bytes };
}
