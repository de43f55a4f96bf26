import { describe, expect, it } from 'vitest';
import { escapeHtml, linkPreviewTags } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves everything else as it is', () => {
    const text = 'Café · $` $$ \u00a0 ✓ /\\ = `';
    expect(escapeHtml(text)).toBe(text);
  });
});

describe('linkPreviewTags', () => {
  const preview = {
    type: 'article',
    title: `"Shop" <b>& 'co'</b>`,
    description: 'A shop.',
    image: 'https://cdn.example.com/a.webp?alt=media&token=t',
    url: 'https://site.example/project/shop',
  } as const;

  it('writes every value escaped, in the title and in each attribute', () => {
    const tags = linkPreviewTags(preview).join('\n');
    expect(tags).toContain('<title>&quot;Shop&quot; &lt;b&gt;&amp; &#39;co&#39;&lt;/b&gt;</title>');
    expect(tags).toContain(
      '<meta property="og:title" content="&quot;Shop&quot; &lt;b&gt;&amp; &#39;co&#39;&lt;/b&gt;" />',
    );
    expect(tags).toContain(
      '<meta name="twitter:image" content="https://cdn.example.com/a.webp?alt=media&amp;token=t" />',
    );
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).not.toMatch(/<b>|'co'/);
  });

  it('adds the canonical link only when asked', () => {
    expect(linkPreviewTags(preview).join('\n')).not.toContain('rel="canonical"');
    expect(linkPreviewTags(preview, { canonical: true })).toContain(
      '<link rel="canonical" href="https://site.example/project/shop" />',
    );
  });
});
