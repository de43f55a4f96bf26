import { POST_LIMITS } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const html = (markdown: string) => renderMarkdown(markdown).html;

describe('renderMarkdown', () => {
  it('renders CommonMark with GitHub tables, strikethrough and task lists', () => {
    const out = html('# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~\n\n- [x] done\n- [ ] to do\n');
    expect(out).toContain('<table>');
    expect(out).toContain('<td>1</td>');
    expect(out).toContain('<s>gone</s>');
    expect(out).toMatch(
      /<li class="task-list-item"><input type="checkbox" class="task-box" disabled checked[^>]*> done/,
    );
    expect(out).toMatch(/<input type="checkbox" class="task-box" disabled aria-label="Not done" \/> to do/);
  });

  it('gives headings ids of their own (`h-`), unique in the post, and lists the h2 and h3 for a table of contents', () => {
    const { html: out, headings } = renderMarkdown('## Set up\n\n### Set up\n\n## Root\n\n#### Deep\n');
    expect(out).toContain('<h2 id="h-set-up">Set up</h2>');
    expect(out).toContain('<h3 id="h-set-up-1">Set up</h3>');
    expect(out).toContain('<h2 id="h-root">Root</h2>');
    expect(headings).toEqual([
      { id: 'h-set-up', text: 'Set up', level: 2 },
      { id: 'h-set-up-1', text: 'Set up', level: 3 },
      { id: 'h-root', text: 'Root', level: 2 },
    ]);
  });

  it('never gives two headings one id, whatever their texts', () => {
    const { headings } = renderMarkdown('## A\n\n## A\n\n## A-1\n\n## A 1\n\n## A\n');
    const ids = headings.map((heading) => heading.id);
    expect(ids).toEqual(['h-a', 'h-a-1', 'h-a-1-1', 'h-a-1-2', 'h-a-2']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never takes an id of the page's own (the footer's icons, the app's root)", () => {
    const { html: out } = renderMarkdown('## Social GitHub\n\n## root\n\n## main\n');
    expect(out).toContain('<h2 id="h-social-github">');
    expect(out).not.toMatch(/id="(?!h-)/);
  });

  it('points in-post links written as GitHub names the heading to its id, and leaves others alone', () => {
    const out = html(
      '## Set up\n\n## Set up\n\n[a](#set-up) [b](#set-up-1) [c](#h-set-up) [d](#elsewhere)\n',
    );
    expect(out).toContain('<a href="#h-set-up">a</a> <a href="#h-set-up-1">b</a> <a href="#h-set-up">c</a>');
    expect(out).toContain('<a href="#elsewhere">d</a>');
  });

  it('highlights fenced code on the server with classes, and shows an unknown language plain', () => {
    const out = html('```ts\nconst answer: number = 42;\n```\n\n```klingon\n<b>qapla</b>\n```\n');
    expect(out).toContain(
      '<pre class="code-block"><code class="hljs language-ts"><span class="hljs-keyword">const</span>',
    );
    expect(out).toContain('<code class="hljs language-klingon">&lt;b&gt;qapla&lt;/b&gt;');
  });

  it('escapes raw HTML: no script, no element with an event attribute', () => {
    const out = html(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> and <a href="#" onclick="x()">a</a>\n\n<iframe srcdoc="x"></iframe>\n',
    );
    expect(out).not.toMatch(/<script|<img|<a |<iframe/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('refuses javascript:, vbscript: and data: links, and data: images other than pictures', () => {
    const out = html(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](vbscript:x) [d](data:text/html;base64,PHNjcmlwdD4=) ' +
        '![e](data:text/html,<script>) ![f](data:image/png;base64,iVBORw0KGgo=) <javascript:alert(1)>\n',
    );
    expect(out).not.toMatch(/href="(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/src="data:text/i);
    expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it("marks external links noopener noreferrer, and leaves the site's own links alone", () => {
    const out = html(
      '[out](https://example.com) [in](/projects/all) [top](#top) https://auto.example [pr](//other.example)\n',
    );
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer">out</a>');
    expect(out).toContain('<a href="/projects/all">in</a>');
    expect(out).toContain('<a href="#top">top</a>');
    expect(out).toContain('<a href="https://auto.example" rel="noopener noreferrer">');
    expect(out).toContain('<a href="//other.example" rel="noopener noreferrer">pr</a>');
  });

  it('sizes stored images and loads those below the fold lazily', () => {
    const sizes = new Map([['https://site.example/a.webp', { width: 1600, height: 900 }]]);
    const text = Array.from({ length: 6 }, (_, i) => `Paragraph ${i}.`).join('\n\n');
    const { html: out } = renderMarkdown(
      `![first](https://site.example/a.webp)\n\n${text}\n\n![later](https://site.example/b.webp)\n`,
      sizes,
    );
    expect(out).toContain(
      '<img src="https://site.example/a.webp" alt="first" width="1600" height="900" decoding="async">',
    );
    expect(out).toContain(
      '<img src="https://site.example/b.webp" alt="later" loading="lazy" decoding="async">',
    );
  });

  it('counts the words of running text, not of code', () => {
    expect(renderMarkdown('One two three.\n\n```js\nlet a = b + c;\n```\n').words).toBe(3);
  });

  it('renders a body of the largest size allowed within two seconds (once per save)', () => {
    const paragraph =
      'Some **bold** text with `code`, a [link](https://example.com) and more words here.\n\n';
    const body = paragraph.repeat(Math.floor(POST_LIMITS.bodyBytes / paragraph.length));
    const started = performance.now();
    const { html: out } = renderMarkdown(body);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(out.length).toBeGreaterThan(body.length);
  });

  it.each([
    ['10,000 list markers on one line', '- '.repeat(10_000) + 'deep\n'],
    [
      '10,000 nested list items',
      Array.from({ length: 10_000 }, (_, i) => ' '.repeat(Math.min(i, 40) * 2) + '- item').join('\n'),
    ],
    ['10,000 nested quotes', '>'.repeat(10_000) + ' deep\n'],
    ['10,000 brackets', '['.repeat(10_000) + 'x' + ']'.repeat(10_000)],
    ['10,000 emphasis markers', '*a '.repeat(10_000)],
  ])('renders %s within half a second, its nesting bounded', (_name, body) => {
    const started = performance.now();
    const { html: out } = renderMarkdown(body);
    expect(performance.now() - started).toBeLessThan(500);
    expect((out.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(20);
    expect((out.match(/<blockquote>/g) ?? []).length).toBeLessThanOrEqual(20);
  });
});
