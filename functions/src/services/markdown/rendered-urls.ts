/**
 * The URLs of a post's stored HTML, as the renderer wrote them. It escapes raw HTML (`html: false`) and every text
 * and attribute value (`<`, `>`, `&`, `"`), so each `<` in its output opens a tag it wrote, and in a tag each `"`
 * opens or closes an attribute's value: a URL typed in the post's text (a code span naming `/media/…`) is never one.
 */

/** A tag the renderer wrote (text never holds a bare `<` or `>`). */
const TAG = /<[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi;
/** An attribute holding URLs, with its double-quoted value. */
const URL_ATTRIBUTE = /(\s(?:src|href|srcset)=")([^"]*)"/gi;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const unescaped = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity);
const escaped = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** A `srcset`'s candidates are URLs, each followed by an optional descriptor, separated by commas. */
function mapSrcset(value: string, replace: (url: string) => string): string {
  return value
    .split(',')
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (_all, space: string, url: string) => space + replace(url)),
    )
    .join(',');
}

/**
 * The HTML with each URL of a `src`, `href` or `srcset` attribute of its tags replaced by `replace` (given and
 * returning it unescaped); everything else is left byte for byte.
 */
export function mapUrlAttributes(html: string, replace: (url: string) => string): string {
  return html.replace(TAG, (tag) =>
    tag.replace(URL_ATTRIBUTE, (_all, start: string, value: string) => {
      const url = unescaped(value);
      const mapped = /srcset="$/i.test(start) ? mapSrcset(url, replace) : replace(url);
      return `${start}${mapped === url ? value : escaped(mapped)}"`;
    }),
  );
}

/** Every URL of the `src`, `href` and `srcset` attributes of the HTML's tags. */
export function urlAttributesOf(html: string): string[] {
  const urls: string[] = [];
  mapUrlAttributes(html, (url) => {
    urls.push(url);
    return url;
  });
  return urls;
}
