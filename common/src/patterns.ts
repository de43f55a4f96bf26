// Regular expressions built from text.

/** The text as a regular expression that matches it literally (JavaScript's syntax, which RE2 shares here). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
