// What every Firestore rules suite does around its matrices: one rules environment for the file, the same world
// before each test, the five operations on a collection, and one test per cell of a matrix.
//
// The world is written again only when the test before may have changed it: any test but a passing cell that only
// read, or that proved a write denied (a denied write changes nothing). Rewriting it before every test was most of
// the suites' time.
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
  ALLOWED,
  DENIED,
  expectOutcome,
  firestoreOf,
  matrixCells,
  OPERATIONS,
  startFirestoreRulesEnvironment,
  type FirestoreOperations,
  type IdentityName,
  type Operation,
  type Outcome,
} from '../identities';

/** The file's rules environment, and a way for a test to say that it left the world as it found it. */
export interface RulesWorld {
  (): RulesTestEnvironment;
  /** Called by a test that has passed and changed nothing: the next test needs no new world. */
  leftUnchanged(): void;
}

/** Registers the file's hooks; the environment it returns exists once `beforeAll` has run. */
export function useFirestoreRulesWorld(): RulesWorld {
  let env: RulesTestEnvironment | undefined;
  // Every test is taken to change the world unless it says it did not.
  let worldMayHaveChanged = true;
  const current = () => {
    if (!env) throw new Error('the rules environment starts in beforeAll');
    return env;
  };
  beforeAll(async () => {
    env = await startFirestoreRulesEnvironment();
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    if (worldMayHaveChanged) await resetWorld(current());
    worldMayHaveChanged = true;
  });
  return Object.assign(current, {
    leftUnchanged: () => {
      worldMayHaveChanged = false;
    },
  });
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

const READS = new Set<Operation>(['get', 'list']);

/**
 * One test per cell of a table of identity → one outcome per operation (get, list, create, update, delete): the
 * identity runs the operation and gets the outcome.
 */
export function itForEachCell(
  env: RulesWorld,
  operations: FirestoreOperations,
  table: Partial<Record<IdentityName, readonly Outcome[]>>,
): void {
  for (const { title, identity, operation, outcome } of matrixCells(OPERATIONS, table)) {
    it(title, async () => {
      await expectOutcome(operations[operation](firestoreOf(env(), identity)), outcome);
      if (READS.has(operation) || outcome === DENIED) env.leftUnchanged();
    });
  }
}

/** Nobody reads or writes, the admin included: the API alone reads and writes them (counts, translations). */
// prettier-ignore
export const API_ONLY = {
  //               get     list    create  update  delete
  anonymous:      [DENIED, DENIED, DENIED, DENIED, DENIED],
  signedIn:       [DENIED, DENIED, DENIED, DENIED, DENIED],
  roleFieldOnly:  [DENIED, DENIED, DENIED, DENIED, DENIED],
  admin:          [DENIED, DENIED, DENIED, DENIED, DENIED],
};

/** The admin reads; nobody writes, the admin included: every change goes through the API. */
// prettier-ignore
export const ADMIN_READS_ONLY = {
  //               get      list     create  update  delete
  anonymous:      [DENIED,  DENIED,  DENIED, DENIED, DENIED],
  signedIn:       [DENIED,  DENIED,  DENIED, DENIED, DENIED],
  roleFieldOnly:  [DENIED,  DENIED,  DENIED, DENIED, DENIED],
  admin:          [ALLOWED, ALLOWED, DENIED, DENIED, DENIED],
};
