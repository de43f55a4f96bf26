import { describe, expect, it, vi } from 'vitest';

// Counts the parsers built: markdown-it's constructor, passed through.
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('markdown-it', async (importOriginal) => {
  const { default: MarkdownIt } = await importOriginal<typeof import('markdown-it')>();
  class Counted extends MarkdownIt {
    constructor(...args: ConstructorParameters<typeof MarkdownIt>) {
      super(...args);
      built.count += 1;
    }
  }
  return { default: Counted };
});

const { renderMarkdown } = await import('./render-markdown');

describe('renderMarkdown', () => {
  it('builds its parser once, not once per fenced block of an unknown language', () => {
    renderMarkdown('# Warm\n');
    const before = built.count;
    const out = renderMarkdown('```klingon\n<b>a</b>\n```\n\n```elvish\nb\n```\n\n```\nc\n```\n').html;
    expect(out).toContain('<code class="hljs language-klingon">&lt;b&gt;a&lt;/b&gt;');
    expect(built.count - before).toBe(0);
  });
});
