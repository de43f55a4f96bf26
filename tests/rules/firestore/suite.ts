// What every Firestore rules suite does around its matrices: one rules environment for the file, the same world
// before each test, the five operations on a collection, and one test per cell of a matrix.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { resetWorld } from '../fixtures';
import {
  expectOutcome,
  firestoreOf,
  matrixCells,
  OPERATIONS,
  startFirestoreRulesEnvironment,
  type FirestoreOperations,
  type IdentityName,
  type Outcome,
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

/** The operations of a matrix's columns: get, update and delete act on the `existing` document. */
export function collectionOperations(spec: {
  existing: string;
  list: (db: Firestore) => Query;
  create: { path: string; data: DocumentData };
  update: DocumentData;
}): FirestoreOperations {
  return {
    get: (db) => getDoc(doc(db, spec.existing)),
    list: (db) => getDocs(spec.list(db)),
    create: (db) => setDoc(doc(db, spec.create.path), spec.create.data),
    update: (db) => updateDoc(doc(db, spec.existing), spec.update),
    delete: (db) => deleteDoc(doc(db, spec.existing)),
  };
}

/**
 * One test per cell of a table of identity → one outcome per operation (get, list, create, update, delete): the
 * identity runs the operation and gets the outcome.
 */
export function itForEachCell(
  env: () => RulesTestEnvironment,
  operations: FirestoreOperations,
  table: Partial<Record<IdentityName, readonly Outcome[]>>,
): void {
  for (const { title, identity, operation, outcome } of matrixCells(OPERATIONS, table)) {
    it(title, async () => {
      await expectOutcome(operations[operation](firestoreOf(env(), identity)), outcome);
    });
  }
}
