import type { AnySchema } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * What every schema's input passes before the schema reads it, whatever the schema (a body is anything a caller
 * sends, and yup casts before it checks: `.trim()` on a list or an object throws, and a key such as `toString`
 * finds a schema field on Object.prototype):
 * - only the input's own keys are read, and a key that names what every object already has is refused;
 * - a value where the schema expects text is text;
 * - every text is storable text (storedTextProblem): well-formed Unicode with no non-character.
 * Each refusal names its field, as the schema's own messages do.
 */

/** Names every object already answers to (`constructor`, `__proto__`, `toString`…): never a field's name. */
export function isReservedFieldName(name: string): boolean {
  return name === '__proto__' || name in Object.prototype;
}

// A UTF-16 surrogate on its own (a `u` pattern reads a well-formed pair as one code point, never as \p{Cs}).
const LONE_SURROGATE = /\p{Cs}/u;
// Unicode's non-characters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF, U+1FFFE…):
// reserved for a program's own use, never typed. XML 1.0 refuses U+FFFE and U+FFFF (w3.org/TR/xml/#charsets).
const NON_CHARACTER = /\p{Noncharacter_Code_Point}/u;
// What XML 1.0 allows (w3.org/TR/xml/#charsets, production Char), non-characters left out as above.
const NOT_XML_TEXT = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]|\p{Noncharacter_Code_Point}/gu;

/** Whether a text is well-formed Unicode: no half of a surrogate pair on its own. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * The one rule every stored text passes (the guard applies it to every text of every schema, plainText to each
 * form's): well-formed Unicode (Firestore refuses a lone surrogate, and only after its retries) with no
 * non-character (the Atom feed, XML 1.0, must stay parseable). Control characters are plainText's to refuse, with
 * their own message. Answers the refusal's message, or undefined.
 */
export function storedTextProblem(text: string, label: string): string | undefined {
  if (!isWellFormedText(text)) return M.malformedText(label);
  if (NON_CHARACTER.test(text)) return M.nonCharacter(label);
  return undefined;
}

/** A text with every character XML 1.0 refuses, and every non-character, replaced by U+FFFD (what a decoder shows). */
export function asXmlText(text: string): string {
  return text.replace(NOT_XML_TEXT, '\uFFFD');
}

/** The parts of a yup schema the guard follows: its type, an object's fields, an array's items. */
interface SchemaNode {
  type?: string;
  fields?: Record<string, SchemaNode>;
  innerType?: SchemaNode;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The schema's node for a key of an object it describes; none for a key it does not name as its own. */
function fieldNode(node: SchemaNode | undefined, key: string): SchemaNode | undefined {
  return node?.type === 'object' && node.fields && hasOwn(node.fields, key) ? node.fields[key] : undefined;
}

/**
 * The refusals of `input` against `schema`, by field path as yup writes them (`social[0].label`), with the same
 * trailing index dropped as the schema's errors; empty when the schema may read it. The record has no prototype,
 * so that a refused `__proto__` is a field like any other.
 */
export function guardInput(schema: AnySchema, input: unknown): Record<string, string> {
  const refusals: Record<string, string> = Object.create(null) as Record<string, string>;
  const refuse = (path: string, message: string) => {
    const field = path.replace(/\[\d+\]$/, '') || '_';
    refusals[field] ??= message;
  };
  const visit = (node: SchemaNode | undefined, value: unknown, path: string): void => {
    if (value === undefined || value === null) return;
    if (typeof value === 'string') {
      const problem = storedTextProblem(value, path || 'The body');
      if (problem) refuse(path, problem);
      return;
    }
    if (node?.type === 'string') {
      refuse(path, M.notText(path || 'The body'));
      return;
    }
    if (typeof value !== 'object') return;
    if (Array.isArray(value)) {
      const items = node?.type === 'array' ? node.innerType : undefined;
      value.forEach((item: unknown, index) => visit(items, item, `${path}[${index}]`));
      return;
    }
    for (const key of Object.keys(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (isReservedFieldName(key)) refuse(keyPath, M.reservedFieldName(key));
      else visit(fieldNode(node, key), (value as Record<string, unknown>)[key], keyPath);
    }
  };
  visit(schema as SchemaNode, input, '');
  return refusals;
}
