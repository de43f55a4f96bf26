// The one rule of every stored text: no broken character, no non-character (XML 1.0 refuses U+FFFE and U+FFFF, and
// the feed is XML), in every text field of every schema, the nested ones included.
import { describe, expect, it } from 'vitest';
import { signUpSchema } from './account';
import { asXmlText, storedTextProblem } from './input-guard';
import { VALIDATION_MESSAGES as M } from './messages';
import { copyOf, STORED_INPUT_SAMPLES } from './schema-samples';
import { plainText } from './text';
import { validateFields } from './validate';

const codePoint = (value: number) => String.fromCodePoint(value);
const copy = copyOf;

/** Every non-character: U+FDD0–U+FDEF, and U+nFFFE, U+nFFFF in each of the 17 planes (66 in all). */
const NON_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, index) => codePoint(0xfdd0 + index)),
  ...Array.from({ length: 17 }, (_, plane) => [plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff])
    .flat()
    .map(codePoint),
];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDE00\uD83D'];

/** A character of each class a person may type or paste, up to the edges of the refused ranges. */
const ACCEPTED = [
  'Ada',
  'é',
  'e\u0301',
  'Straße',
  '漢字',
  'مرحبا',
  'हिन्दी',
  '😀',
  '👩‍💻',
  '\uFFFD',
  '\uFFFC',
  '\uE000',
  '\uF8FF',
  '\uD7FF',
  '\uFDCF',
  '\uFDF0',
  '\uFFFD',
  codePoint(0x1fffd),
  codePoint(0xf0000),
  codePoint(0x10fffd),
];

describe('storedTextProblem', () => {
  it.each(NON_CHARACTERS.map((character) => [character.codePointAt(0)!.toString(16), character]))(
    'refuses the non-character U+%s',
    (_hex, character) => {
      expect(storedTextProblem(`a${character}b`, 'Title')).toBe(M.nonCharacter('Title'));
    },
  );

  it('refuses a lone surrogate as a broken character', () => {
    for (const text of LONE_SURROGATES)
      expect(storedTextProblem(text, 'Title')).toBe(M.malformedText('Title'));
  });

  it('accepts every class of character a person types, up to the edges of the refused ranges', () => {
    for (const text of ACCEPTED) expect(storedTextProblem(text, 'Title'), text).toBeUndefined();
  });

  it('is plainText’s too, for the forms that validate without the guard', async () => {
    await expect(plainText('Title').validate('a\uFFFEb')).rejects.toThrow(M.nonCharacter('Title'));
    await expect(plainText('Title').validate(ACCEPTED.join(' '))).resolves.toBe(ACCEPTED.join(' '));
  });
});

describe('asXmlText', () => {
  it('replaces what XML 1.0 refuses and the non-characters, and keeps everything else', () => {
    expect(asXmlText('a\uFFFE\u0001\uD800\uFDD0\tb\n')).toBe('a\uFFFD\uFFFD\uFFFD\uFFFD\tb\n');
    expect(asXmlText(ACCEPTED.join(''))).toBe(ACCEPTED.join(''));
  });
});

const SCHEMAS = STORED_INPUT_SAMPLES;

/** Every text of an input, by the path yup names it with (`social[0].label`), and a setter. */
function textLeaves(
  value: unknown,
  path = '',
): { path: string; set: (root: unknown, text: string) => void }[] {
  if (typeof value === 'string') {
    return [{ path, set: (root, text) => setAt(root, path, text) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, path ? `${path}.${key}` : key));
  }
  return [];
}

function setAt(root: unknown, path: string, text: string): void {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], root);
  (parent as Record<string, unknown>)[last] = text;
}

describe.each(SCHEMAS)('the %s schema', (_name, schema, valid, options) => {
  it('accepts its input', async () => {
    expect((await validateFields(schema, valid, options)).ok).toBe(true);
  });

  // Each text gets other non-characters, so that all 66 are tried over the schemas' fields.
  it('refuses a non-character or a broken character in every text it takes, naming the field', async () => {
    const leaves = textLeaves(valid);
    expect(leaves.length).toBeGreaterThan(0);
    for (const [index, leaf] of leaves.entries()) {
      const hostile = [NON_CHARACTERS[(index * 3) % 66]!, NON_CHARACTERS[(index * 3 + 65) % 66]!];
      for (const character of [...hostile, LONE_SURROGATES[index % LONE_SURROGATES.length]!]) {
        const input = copy(valid);
        leaf.set(input, `x${character}`);
        const result = await validateFields(schema, input, options);
        expect(result.ok, `${leaf.path} ${character.codePointAt(0)!.toString(16)}`).toBe(false);
        expect(Object.keys(!result.ok ? result.fields : {})).toEqual([leaf.path.replace(/\[\d+\]$/, '')]);
      }
    }
  });
});

interface Described {
  type: string;
  fields?: Record<string, Described>;
  innerType?: Described;
  oneOf?: unknown[];
  tests?: { name?: string }[];
}

/**
 * Text fields that are no stored free text: a pattern or a date, a file's address set by its upload, a password
 * (Firebase Auth keeps it, hashed).
 */
const NOT_FREE_TEXT = new Set([
  'slug',
  'publishedAt',
  'updatedAt',
  'startDate',
  'endDate',
  'photo.src',
  'cv.href',
  'password',
]);
const CLOSED_TESTS = new Set(['one-of', 'calendar-date']);

/** The string fields of a schema's description that do not apply the stored-text rule. */
function freeTextWithoutTheRule(node: Described, path: string): string[] {
  if (node.type === 'object') {
    return Object.entries(node.fields ?? {}).flatMap(([key, field]) =>
      freeTextWithoutTheRule(field, path ? `${path}.${key}` : key),
    );
  }
  if (node.type === 'array' && node.innerType) return freeTextWithoutTheRule(node.innerType, `${path}[]`);
  if (node.type !== 'string' || NOT_FREE_TEXT.has(path) || node.oneOf?.length) return [];
  const tests = new Set((node.tests ?? []).map((test) => test.name));
  return tests.has('stored-text') || [...CLOSED_TESTS].some((name) => tests.has(name)) ? [] : [path];
}

describe('every schema of stored text', () => {
  it.each([...SCHEMAS.map(([name, schema]) => [name, schema] as const), ['sign-up', signUpSchema] as const])(
    '%s: each free-text field is a plainText (the one rule)',
    (_name, schema) => {
      expect(freeTextWithoutTheRule(schema.describe() as Described, '')).toEqual([]);
    },
  );
});
