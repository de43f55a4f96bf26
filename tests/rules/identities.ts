// Who calls, and what each rules suite expects of them: the identities of the matrix, their test contexts, and the
// table helpers the suites share.
import { ROLE_CLAIM, ROLES } from '@portfolio/common';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { readFileSync } from 'node:fs';

/** A project of its own, so clearing it never touches the app's seeded data (`demo-portfolio`). */
export const RULES_PROJECT_ID = 'demo-portfolio-rules';

export interface Identity {
  /** How the identity reads in a test title. */
  label: string;
  /** Absent for the anonymous visitor. */
  uid?: string;
  claims?: Record<string, unknown>;
}

export const IDENTITIES = {
  anonymous: { label: 'an anonymous visitor' },
  signedIn: { label: 'a signed-in user with no record yet', uid: 'sam' },
  owner: { label: "the record's owner", uid: 'olivia' },
  otherUser: { label: 'another user', uid: 'oscar' },
  admin: { label: 'an admin (claim)', uid: 'ada', claims: { [ROLE_CLAIM]: ROLES.admin } },
  // Their own record says role "admin" (see fixtures.ts), but their token carries no claim.
  roleFieldOnly: { label: 'a user whose record says admin, without the claim', uid: 'mallory' },
} as const satisfies Record<string, Identity>;

export type IdentityName = keyof typeof IDENTITIES;

export function uidOf(name: Exclude<IdentityName, 'anonymous'>): string {
  return IDENTITIES[name].uid;
}

function contextOf(env: RulesTestEnvironment, name: IdentityName): RulesTestContext {
  const identity: Identity = IDENTITIES[name];
  if (!identity.uid) return env.unauthenticatedContext();
  return env.authenticatedContext(identity.uid, {
    email: `${identity.uid}@portfolio.test`,
    email_verified: true,
    ...identity.claims,
  });
}

// The test contexts hand out the compat SDK's Firestore, whose type the modular functions refuse though they unwrap
// it at run time.
export function firestoreOf(env: RulesTestEnvironment, name: IdentityName): Firestore {
  return contextOf(env, name).firestore() as unknown as Firestore;
}

export function storageOf(env: RulesTestEnvironment, name: IdentityName): FirebaseStorage {
  return contextOf(env, name).storage();
}

/** Host and port come from FIRESTORE_EMULATOR_HOST, which `firebase emulators:exec` sets. */
export async function startFirestoreRulesEnvironment(): Promise<RulesTestEnvironment> {
  // Every denied request would otherwise log a PERMISSION_DENIED warning; here denials are the expected outcome.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
}

export type Outcome = 'allowed' | 'denied';
export const ALLOWED: Outcome = 'allowed';
export const DENIED: Outcome = 'denied';

export async function expectOutcome(request: Promise<unknown>, outcome: Outcome): Promise<void> {
  if (outcome === ALLOWED) await assertSucceeds(request);
  else await assertFails(request);
}

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** What each column of a suite's matrix does, from the identity's Firestore. */
export type FirestoreOperations = Record<Operation, (db: Firestore) => Promise<unknown>>;

export interface MatrixCell<Op extends string> {
  /** e.g. "another user: get is denied" */
  title: string;
  identity: IdentityName;
  operation: Op;
  outcome: Outcome;
}

/** Spreads a table of identity → one outcome per column (operation) into one test case per cell. */
export function matrixCells<Op extends string>(
  operations: readonly Op[],
  table: Partial<Record<IdentityName, readonly Outcome[]>>,
): MatrixCell<Op>[] {
  return Object.entries(table).flatMap(([name, outcomes]) => {
    const identity = name as IdentityName;
    if (outcomes.length !== operations.length) {
      throw new Error(
        `the row of ${identity} has ${outcomes.length} outcomes for ${operations.length} operations`,
      );
    }
    return operations.map((operation, column) => {
      const outcome = outcomes[column] as Outcome;
      const title = `${IDENTITIES[identity].label}: ${operation} is ${outcome}`;
      return { title, identity, operation, outcome };
    });
  });
}
