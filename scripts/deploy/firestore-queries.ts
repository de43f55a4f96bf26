// Finds the Firestore queries of the code and the composite indexes they need, so that a query the emulator runs
// (it needs no index) cannot fail in production for want of one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder } from './target';

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface QueryShape {
  collection: string;
  equalities: string[];
  orderBy: { field: string; direction: Direction }[];
  /** Where the query is built, as `file:line`. */
  at: string;
}

export interface IndexFile {
  indexes: {
    collectionGroup: string;
    queryScope?: string;
    fields: { fieldPath: string; order?: Direction }[];
  }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}

interface Clause {
  kind: 'where' | 'orderBy';
  field: string;
  /** `==` for a where; the direction for an orderBy. */
  operator: string;
  optional: boolean;
}

const QUERY_METHODS = new Set(['where', 'orderBy']);

function literal(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function clauseOf(call: ts.CallExpression, name: string, optional: boolean): Clause | undefined {
  const field = literal(call.arguments[0]);
  if (!field) return undefined;
  if (name === 'where')
    return { kind: 'where', field, operator: literal(call.arguments[1]) ?? '?', optional };
  const direction = (literal(call.arguments[1]) ?? 'asc').toLowerCase();
  return { kind: 'orderBy', field, operator: direction.startsWith('desc') ? 'desc' : 'asc', optional };
}

/** The method or function a call names: `x.where(…)` and `where(…)` are both `where`. */
function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return undefined;
}

/** The collection a piece of code names: `COLLECTIONS.x`, `collection(…, 'x')`, or a helper `xCollection()`. */
function collectionNamed(text: string): string | undefined {
  return (
    /COLLECTIONS\.(\w+)/.exec(text)?.[1] ??
    /collection\([^)]*?['"`](\w+)['"`]/.exec(text)?.[1] ??
    /\b([a-z]\w*)Collection\b/.exec(text)?.[1]
  );
}

/** Every where/orderBy clause inside `node`, in source order. */
function clausesIn(node: ts.Node, optional: boolean): Clause[] {
  const found: Clause[] = [];
  const visit = (child: ts.Node) => {
    ts.forEachChild(child, visit);
    if (ts.isCallExpression(child)) {
      const name = calleeName(child);
      const clause = name && QUERY_METHODS.has(name) ? clauseOf(child, name, optional) : undefined;
      if (clause) found.push(clause);
    }
  };
  visit(node);
  return found;
}

/** Every combination of the optional clauses, with the required ones always in. */
function combinations(clauses: Clause[]): Clause[][] {
  const optional = clauses.filter((clause) => clause.optional);
  const required = clauses.filter((clause) => !clause.optional);
  const result: Clause[][] = [];
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    result.push([...required, ...optional.filter((_, index) => mask & (1 << index))]);
  }
  return result;
}

/**
 * The queries of one source file. A query is a statement (or a `query(…)` call) holding where/orderBy clauses; in
 * a function that builds one step by step (`q = q.where(…)` under an `if`), the guarded steps are optional, and
 * every combination counts.
 */
export function queriesInSource(fileName: string, source: string): QueryShape[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const shapes: QueryShape[] = [];
  const add = (node: ts.Node, clauses: Clause[]) => {
    if (!clauses.some((clause) => clause.kind === 'orderBy' || clause.kind === 'where')) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    const collection = collectionNamed(node.getText(file)) ?? '?';
    for (const combination of combinations(clauses)) {
      shapes.push({
        collection,
        equalities: combination.filter((c) => c.kind === 'where' && c.operator === '==').map((c) => c.field),
        orderBy: combination
          .filter((c) => c.kind === 'orderBy')
          .map((c) => ({ field: c.field, direction: c.operator === 'desc' ? 'DESCENDING' : 'ASCENDING' })),
        at: `${fileName}:${line + 1}`,
      });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && ts.isBlock(node.body)) {
      // A function body: a `let` query with guarded reassignments is one query.
      const statements = node.body.statements;
      const base = statements.find(
        (statement) => ts.isVariableStatement(statement) && clausesIn(statement, false).length > 0,
      );
      if (base && ts.isVariableStatement(base)) {
        const name = base.declarationList.declarations[0]?.name.getText(file);
        const steps = statements.filter(
          (statement) =>
            statement !== base &&
            name &&
            new RegExp(`\\b${name}\\s*=\\s*${name}\\.`).test(statement.getText(file)),
        );
        const clauses = [
          ...clausesIn(base, false),
          ...steps.flatMap((step) => clausesIn(step, ts.isIfStatement(step))),
        ];
        const collection = collectionNamed(base.getText(file));
        add(collection ? base : node, clauses);
        for (const statement of statements) {
          if (statement !== base && !steps.includes(statement)) visit(statement);
        }
        return;
      }
    }
    if (ts.isVariableStatement(node) || ts.isExpressionStatement(node) || ts.isReturnStatement(node)) {
      const clauses = clausesIn(node, false);
      if (clauses.length) {
        add(node, clauses);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return shapes;
}

/** Whether a query can run on Firestore's automatic single-field indexes alone. */
export function needsCompositeIndex(query: QueryShape): boolean {
  const ordered = query.orderBy.filter((order) => !query.equalities.includes(order.field));
  return ordered.length > 1 || (ordered.length === 1 && query.equalities.length > 0);
}

/** The index that serves the query exists: its equality fields first (any order), then the orderBy fields. */
export function isCovered(query: QueryShape, indexes: IndexFile): boolean {
  const ordered = query.orderBy.filter((order) => !query.equalities.includes(order.field));
  const flip = (direction: Direction): Direction => (direction === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING');
  return indexes.indexes.some((index) => {
    if (index.collectionGroup !== query.collection) return false;
    const fields = index.fields;
    if (fields.length !== query.equalities.length + ordered.length) return false;
    const head = fields.slice(0, query.equalities.length).map((field) => field.fieldPath);
    if (!query.equalities.every((field) => head.includes(field))) return false;
    const tail = fields.slice(query.equalities.length);
    const matches = (reversed: boolean) =>
      tail.every(
        (field, i) =>
          field.fieldPath === ordered[i]?.field &&
          field.order === (reversed ? flip(ordered[i].direction) : ordered[i].direction),
      );
    return matches(false) || matches(true);
  });
}

/** The TypeScript sources under the given folders, tests left out. */
export function sourceFiles(root: string, folders: string[]): string[] {
  return folders
    .flatMap((folder) => filesUnder(path.join(root, folder)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The queries of the code that need a composite index the file lacks (or whose collection cannot be told). */
export function uncoveredQueries(root: string, folders: string[], indexes: IndexFile): QueryShape[] {
  return sourceFiles(root, folders)
    .flatMap((file) => queriesInSource(path.relative(root, file), readFileSync(file, 'utf8')))
    .filter(
      (query) => query.collection === '?' || (needsCompositeIndex(query) && !isCovered(query, indexes)),
    );
}
