import { describe, expect, it } from 'vitest';
import { withEagerFactories } from './eager-commonjs';

/** Rolldown's runtime helper and two wrapped modules, as a chunk has them before minification. */
const CHUNK = `var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
var require_answer_production = /* @__PURE__ */ __commonJSMin(((exports) => {
	exports.answer = () => 42;
}));
var require_answer = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_answer_production();
}));
`;

describe('withEagerFactories', () => {
  it('writes each CommonJS factory as a function expression in parentheses', () => {
    const result = withEagerFactories(CHUNK);
    expect(result?.code).toContain('__commonJSMin((function (exports) {');
    expect(result?.code).toContain('__commonJSMin((function (exports, module) {');
    expect(result?.code).not.toContain('=> {\n');
  });

  it('leaves what the modules export unchanged', () => {
    const answer = (code: string) => new Function(`${code}; return require_answer().answer();`)() as number;
    const result = withEagerFactories(CHUNK);
    expect(result).not.toBeNull();
    expect(answer(result?.code ?? '')).toBe(answer(CHUNK));
  });

  it('maps the edited code back to the chunk as it was', () => {
    const map = withEagerFactories(CHUNK)?.map;
    expect(map?.mappings).not.toBe('');
  });

  it('leaves a chunk without CommonJS modules alone', () => {
    expect(withEagerFactories('export const answer = () => 42;\n')).toBeNull();
  });
});
