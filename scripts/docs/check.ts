// npm run docs:check: every relative link of README.md and docs/*.md names a file or folder of the repository,
// and every #anchor a heading of the document it points at. Exits 1 naming each that does not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brokenLinks, relativeLinksOf } from './links';

const ROOT = path.join(import.meta.dirname, '../..');

const files = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const documents = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

const problems = brokenLinks(documents, (file) => existsSync(path.join(ROOT, file)));
if (problems.length > 0) {
  for (const problem of problems) console.log(problem);
  console.log(`docs: ${problems.length} link(s) do not resolve`);
  process.exit(1);
}
const links = [...documents].reduce(
  (sum, [file, markdown]) => sum + relativeLinksOf(file, markdown).length,
  0,
);
console.log(`docs: the ${links} relative links of ${files.length} documents resolve`);
