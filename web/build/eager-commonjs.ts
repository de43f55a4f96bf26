import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Rolldown's wrapper of a CommonJS module, up to the body's brace: `__commonJSMin(((exports, module) => {`. */
const COMMONJS_FACTORY = /(__commonJS(?:Min)?\()\(\(([\w$, ]*)\) => \{/g;

/** A chunk's code with each CommonJS factory written as a `function` in parentheses, and the edit's source map. */
export function withEagerFactories(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('__commonJS')) return null;
  const source = new MagicString(code);
  for (const match of code.matchAll(COMMONJS_FACTORY)) {
    const [whole, call, parameters] = match;
    source.overwrite(match.index, match.index + whole.length, `${call}(function (${parameters}) {`);
  }
  return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
}

/**
 * Has V8 compile the bundle's CommonJS factories while it streams their chunk, off the main thread.
 *
 * Rolldown wraps each CommonJS module (React, React DOM, the scheduler) in an arrow function that runs on first
 * `require`. V8 compiles a function when it is first called, on the main thread, unless the function looks
 * immediately called: a `function` expression in parentheses. React DOM's factory holds 200 KB of code, so the task
 * that evaluated its chunk took 200–400 ms at 4× CPU slowdown, mostly parsing that function; with the factories
 * written as `(function (exports, module) {`, it takes 105–140 ms. The factories use neither `this` nor
 * `arguments`, so both forms run alike.
 */
export function eagerCommonJsFactories(): Plugin {
  return {
    name: 'eager-commonjs-factories',
    apply: 'build',
    renderChunk: (code) => withEagerFactories(code),
  };
}
