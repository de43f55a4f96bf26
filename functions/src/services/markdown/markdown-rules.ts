import type MarkdownIt from 'markdown-it';
import type { PostHeading } from '@portfolio/common';

/**
 * Every heading id starts with this: the page's own ids (the footer's icons, the app's root…) never do, so a
 * heading never takes one of theirs.
 */
export const HEADING_ID_PREFIX = 'h-';

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

function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Gives every heading an id unique in the post (`h-` and its text, then `-1`, `-2`… past any id already taken),
 * records the h2 and h3 for the table of contents, and points the post's links to a heading written as GitHub
 * names it (`#set-up`) to its id here (`#h-set-up`).
 */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.push('heading_ids', (state) => {
    const ids = new Set<string>();
    const nextSuffix = new Map<string, number>();
    const headings = (state.env as { headings?: PostHeading[] }).headings;
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const inline = state.tokens[index + 1];
      const text = (inline?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      const base = HEADING_ID_PREFIX + slugOf(text);
      // The suffix only grows, per base: linear however many headings share one.
      let suffix = nextSuffix.get(base) ?? 0;
      let id = suffix === 0 ? base : `${base}-${suffix}`;
      while (ids.has(id)) {
        suffix += 1;
        id = `${base}-${suffix}`;
      }
      nextSuffix.set(base, suffix);
      ids.add(id);
      token.attrSet('id', id);
      const level = Number(token.tag.slice(1));
      if (headings && (level === 2 || level === 3)) headings.push({ id, text, level });
    });
    for (const token of state.tokens) {
      for (const child of token.children ?? []) {
        const href = child.type === 'link_open' ? child.attrGet('href') : null;
        if (!href?.startsWith('#')) continue;
        const fragment = href.slice(1);
        if (!ids.has(decoded(fragment)) && ids.has(HEADING_ID_PREFIX + decoded(fragment)))
          child.attrSet('href', `#${HEADING_ID_PREFIX}${fragment}`);
      }
    }
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
