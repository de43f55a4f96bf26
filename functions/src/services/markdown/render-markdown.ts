import MarkdownIt from 'markdown-it';
import { POST_RENDER_LIMITS, type PostHeading } from '@portfolio/common';
import { highlightCode } from './highlight';
import { headingIds, taskLists } from './markdown-rules';
import { boundedTables, renderedTooLarge, renderWithin } from './render-limits';

/** The size of an image the API stored, by its URL: written into the `<img>` so that nothing moves as it loads. */
export type ImageSizes = ReadonlyMap<string, { width: number; height: number }>;

export interface RenderedMarkdown {
  html: string;
  headings: PostHeading[];
  /** Words of running text, for the reading time. */
  words: number;
}

/** Blocks before the first image that still leave it above the fold: such an image loads at once, others lazily. */
const BLOCKS_ABOVE_THE_FOLD = 3;
/**
 * Blocks nested deeper than this (lists in lists, quotes in quotes) are not parsed further, so that a hostile body of
 * thousands of nested list markers renders in linear time; their text is kept as text.
 */
const MAX_NESTING = 20;

/** A link to another site: absolute, or protocol-relative. */
const EXTERNAL_LINK = /^(?:https?:)?\/\//i;

function createParser(): MarkdownIt {
  // CommonMark plus GitHub's tables and strikethrough; `html: false` escapes any raw HTML instead of passing it.
  const md: MarkdownIt = new MarkdownIt('default', {
    html: false,
    linkify: true,
    typographer: false,
    highlight: (code, info): string => {
      const language = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
      const highlighted = highlightCode(code, language);
      const languageClass = language && /^[a-z0-9+#-]+$/.test(language) ? ` language-${language}` : '';
      return `<pre class="code-block"><code class="hljs${languageClass}">${highlighted ?? md.utils.escapeHtml(code)}</code></pre>`;
    },
  });
  // Read by markdown-it's block and inline parsers; its type declarations leave it out.
  Object.assign(md.options, { maxNesting: MAX_NESTING });
  md.use(taskLists).use(headingIds).use(boundedTables);
  return md;
}

let parser: MarkdownIt | undefined;

/**
 * A post's Markdown as HTML: raw HTML escaped, links limited to safe schemes (markdown-it refuses `javascript:`,
 * `vbscript:`, `file:` and `data:` except images), external links `rel="noopener noreferrer"`, headings with ids,
 * fenced code highlighted on the server, images sized from `imageSizes` and lazy below the fold.
 */
export function renderMarkdown(body: string, imageSizes: ImageSizes = new Map()): RenderedMarkdown {
  parser ??= createParser();
  const env: { headings: PostHeading[] } = { headings: [] };
  const tokens = parser.parse(body, env);
  let words = 0;
  let blocks = 0;
  let imagesSeen = 0;
  for (const token of tokens) {
    if (token.level === 0 && token.nesting !== -1) blocks += 1;
    if (token.type === 'fence' || token.type === 'code_block') continue;
    for (const child of token.children ?? []) {
      if (child.type === 'text') words += child.content.split(/\s+/).filter(Boolean).length;
      if (child.type === 'image') {
        const src = child.attrGet('src') ?? '';
        const size = imageSizes.get(src);
        if (size) {
          child.attrSet('width', String(size.width));
          child.attrSet('height', String(size.height));
        }
        const aboveTheFold = imagesSeen === 0 && blocks <= BLOCKS_ABOVE_THE_FOLD;
        if (!aboveTheFold) child.attrSet('loading', 'lazy');
        child.attrSet('decoding', 'async');
        imagesSeen += 1;
      }
      if (child.type === 'link_open' && EXTERNAL_LINK.test(child.attrGet('href') ?? ''))
        child.attrSet('rel', 'noopener noreferrer');
    }
  }
  const { html, bytes } = renderWithin(parser, tokens, env);
  // The headings are stored beside the HTML: counted as their JSON, a little more than Firestore counts them.
  const rendered = bytes + Buffer.byteLength(JSON.stringify(env.headings));
  if (rendered > POST_RENDER_LIMITS.renderedBytes) throw renderedTooLarge(rendered);
  return { html, headings: env.headings, words };
}
