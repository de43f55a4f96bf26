import type MarkdownIt from 'markdown-it';
import type { PostHeading } from '@portfolio/common';

/** Ids the page itself uses: a heading never takes one (it would clash with the page's own element). */
const RESERVED_IDS = new Set(['root', 'main', 'main-content', 'page-data', 'site-content', 'contents']);

/** A heading's text as an id, as GitHub makes them: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s+/g, '-') || 'section'
  );
}

/** Gives every heading an id (unique in the post) and records the h2 and h3 for the table of contents. */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.push('heading_ids', (state) => {
    const used = new Map<string, number>();
    const headings = (state.env as { headings?: PostHeading[] }).headings;
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const inline = state.tokens[index + 1];
      const text = (inline?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      const base = slugOf(text);
      const count = used.get(base) ?? (RESERVED_IDS.has(base) ? 1 : 0);
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count}`;
      token.attrSet('id', id);
      const level = Number(token.tag.slice(1));
      if (headings && (level === 2 || level === 3)) headings.push({ id, text, level });
    });
  });
}

const TASK_MARKER = /^\[([ xX])\]\s+/;

/** A checkbox's markup, written here and never taken from the post (the parser escapes raw HTML). */
const checkboxHtml = (done: boolean) =>
  `<input type="checkbox" class="task-box" disabled${done ? ' checked' : ''} aria-label="${done ? 'Done' : 'Not done'}" /> `;

/** GitHub's task lists: a list item starting `[ ]` or `[x]` shows a disabled checkbox. */
export function taskLists(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task_lists', (state) => {
    const tokens = state.tokens;
    for (let index = 2; index < tokens.length; index += 1) {
      const inline = tokens[index];
      const first = inline?.children?.[0];
      if (
        inline?.type !== 'inline' ||
        tokens[index - 1]?.type !== 'paragraph_open' ||
        tokens[index - 2]?.type !== 'list_item_open' ||
        first?.type !== 'text'
      )
        continue;
      const marker = TASK_MARKER.exec(first.content);
      if (!marker) continue;
      first.content = first.content.slice(marker[0].length);
      const box = new state.Token('html_inline', '', 0);
      box.content = checkboxHtml(marker[1] !== ' ');
      inline.children?.unshift(box);
      tokens[index - 2]?.attrJoin('class', 'task-list-item');
    }
  });
}
