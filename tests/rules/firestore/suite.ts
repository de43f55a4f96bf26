// What every Firestore rules suite does around its matrices: one rules environment for the file, the same world
// before each test, and one test per cell of a matrix.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { resetWorld } from '../fixtures';
import {
  expectOutcome,
  firestoreOf,
  startFirestoreRulesEnvironment,
  type FirestoreOperations,
  type MatrixCell,
  type Operation,
} from '../identities';

/** Registers the file's hooks; the environment it returns exists once `beforeAll` has run. */
export function useFirestoreRulesWorld(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('the rules environment starts in beforeAll');
    return env;
  };
  beforeAll(async () => {
    env = await startFirestoreRulesEnvironment();
  });
  afterAll(() => env?.cleanup());
  beforeEach(() => resetWorld(current()));
  return current;
}

/** One test per cell: the cell's identity runs the cell's operation and gets the cell's outcome. */
export function itForEachCell(
  env: () => RulesTestEnvironment,
  operations: FirestoreOperations,
  cells: MatrixCell<Operation>[],
): void {
  for (const { title, identity, operation, outcome } of cells) {
    it(title, async () => {
      await expectOutcome(operations[operation](firestoreOf(env(), identity)), outcome);
    });
  }
}
