import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** React Router's production build, which the build aliases `react-router` to (vite.config.ts). */
const REACT_ROUTER_PRODUCTION_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
/** A component or context made at the module's top: `var Form = React10.forwardRef(`. */
const TOP_LEVEL_REACT_CALL = /^var [\w$]+ = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** A name given for React's developer tools: `Form.displayName = "Form";`. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * The module's code with its top-level React calls marked pure and their `displayName`s (read only by React's
 * developer tools) left out, and the edit's source map; null if it has neither.
 */
export function withPureReactCalls(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = new MagicString(code);
  for (const match of code.matchAll(TOP_LEVEL_REACT_CALL)) {
    const [whole, call = ''] = match;
    source.appendLeft(match.index + whole.length - call.length, '/* @__PURE__ */ ');
  }
  for (const match of code.matchAll(DISPLAY_NAME)) {
    source.remove(match.index, match.index + match[0].length);
  }
  return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
}

/**
 * Lets the bundler leave out the React Router components the app never renders (`Form`, and the submission code
 * only it needs). React Router makes its components with `React.forwardRef(...)`, unmarked, and then sets their
 * `displayName`: to the bundler both are side effects, so every component stayed in the first load, used or not.
 * The build fails if React Router's code no longer has that shape, rather than silently keep it all.
 */
export function reactRouterTreeShaking(): Plugin {
  let edited = false;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    buildStart() {
      edited = false;
    },
    transform(code, id) {
      if (!REACT_ROUTER_PRODUCTION_CHUNK.test(id)) return null;
      const result = withPureReactCalls(code);
      if (result) edited = true;
      return result;
    },
    buildEnd(error) {
      if (!error && !edited) this.error('React Router has no top-level React call to mark pure any more');
    },
  };
}
