// Whether an ICU message can stand for one of the interface's texts: FormatJS's parser, as the catalogs are parsed
// with. Shared by the API (through interface-text-keys.ts) and the dashboard's editor (loaded when it checks), so that
// both refuse the same messages with the same words.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { INTERFACE_TEXT_MESSAGES as T } from '@portfolio/common';

/** The positional arguments a message uses (`{0}`, `{1, number}`, a plural's or select's), as numbers. */
export function argumentsOf(elements: MessageFormatElement[], found = new Set<number>()): Set<number> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && element.type !== 8) found.add(Number(element.value));
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/**
 * Why `message` cannot be a text that shows `arity` values (`{0}` to `{arity - 1}`): it does not parse, or it uses
 * another value; or nothing. A message may leave out values its English shows.
 */
export function messageProblem(message: string, arity: number): string | undefined {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: true, requiresOtherClause: true, shouldParseSkeletons: true });
  } catch {
    return T.notMessage;
  }
  const used = [...argumentsOf(elements)];
  if (used.some((index) => !Number.isInteger(index) || index < 0 || index >= arity))
    return arity === 0 ? T.noArguments : T.wrongArgument(arity);
  return undefined;
}
