// The relative links of Markdown documents and the anchors they may point at. Pure: the caller reads the files.
import path from 'node:path';

/** A link as written: the file it is in, its line, and its target (`guide.md#a-heading`, `#a-heading`, `image.png`). */
export interface Link {
  file: string;
  line: number;
  target: string;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s*\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const EXPLICIT_ANCHOR = /<a\s[^>]*\b(?:id|name)="([^"]+)"/g;

/** The lines of a document outside fenced code blocks, with their numbers (from 1). */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) fenced = !fenced;
    else if (!fenced) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** A line without its code spans, whose text is no link. */
const withoutCode = (text: string) => text.replace(/(`+)[^`]*?\1/g, '');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text stays, its target goes
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a document: its headings' slugs (a repeated one numbered, as GitHub does) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const times = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = HEADING.exec(text);
    if (heading) {
      const slug = headingSlug(heading[1] ?? '');
      const seen = times.get(slug) ?? 0;
      times.set(slug, seen + 1);
      anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
    }
    for (const [, id = ''] of text.matchAll(EXPLICIT_ANCHOR)) anchors.add(id);
  }
  return anchors;
}

/** The links of a document that stay in the repository: no scheme (`https:`, `mailto:`), no protocol-relative host. */
export function relativeLinksOf(file: string, markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = withoutCode(text);
    const targets = [...prose.matchAll(INLINE_LINK)].map((match) => match[1] ?? '');
    const definition = REFERENCE_DEFINITION.exec(prose)?.[1];
    if (definition) targets.push(definition);
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      links.push({ file, line, target });
    }
  }
  return links;
}

/**
 * Why each link does not resolve: a file or folder that does not exist, or an anchor that is no heading of the
 * Markdown document it names. `documents` holds the Markdown files read (by path), `exists` says whether any
 * other path is there. Paths are relative to the repository's root, with `/`.
 */
export function brokenLinks(documents: Map<string, string>, exists: (file: string) => boolean): string[] {
  const anchors = new Map([...documents].map(([file, markdown]) => [file, anchorsOf(markdown)]));
  const problems: string[] = [];
  for (const [file, markdown] of documents) {
    for (const link of relativeLinksOf(file, markdown)) {
      const [pathPart, anchor] = link.target.split('#', 2);
      const target = pathPart
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)))
        : file;
      const where = `${file}:${link.line}: ${link.target}`;
      if (pathPart && !documents.has(target) && !exists(target)) {
        problems.push(`${where}: ${target} does not exist`);
      } else if (anchor && target.endsWith('.md') && !anchors.get(target)?.has(anchor)) {
        problems.push(
          documents.has(target)
            ? `${where}: no heading or anchor "${anchor}" in ${target}`
            : `${where}: ${target} is not among the documents checked`,
        );
      }
    }
  }
  return problems;
}
