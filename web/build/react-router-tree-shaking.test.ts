import { describe, expect, it } from 'vitest';
import { withPureReactCalls } from './react-router-tree-shaking';

/** Module code shaped as React Router's production build has it. */
const MODULE = `var RouteContext = React.createContext({ outlet: null });
RouteContext.displayName = "Route";
var Form = React10.forwardRef(
  function FormImpl(props, ref) {
    return props.children;
  }
);
Form.displayName = "Form";
function useFetcher() {
  let FetcherForm2 = React10.forwardRef((props) => props);
  FetcherForm2.displayName = "fetcher.Form";
  return FetcherForm2;
}
`;

describe('withPureReactCalls', () => {
  it('marks each top-level React call pure', () => {
    const code = withPureReactCalls(MODULE)?.code;
    expect(code).toContain('var RouteContext = /* @__PURE__ */ React.createContext(');
    expect(code).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
  });

  it('leaves out the top-level display names, and the code inside functions as it is', () => {
    const code = withPureReactCalls(MODULE)?.code;
    expect(code).not.toContain('RouteContext.displayName');
    expect(code).not.toContain('Form.displayName = "Form"');
    expect(code).toContain('  let FetcherForm2 = React10.forwardRef((props) => props);\n');
    expect(code).toContain('  FetcherForm2.displayName = "fetcher.Form";\n');
  });

  it('maps the edited code back to the module as it was', () => {
    const map = withPureReactCalls(MODULE)?.map;
    expect(map?.mappings).not.toBe('');
  });

  it('answers null for code with nothing to edit', () => {
    expect(withPureReactCalls('export const answer = 42;\n')).toBeNull();
  });
});
