import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    // A project of its own, so clearing it never touches the app's seeded data.
    projectId: 'demo-portfolio-rules',
    // Host and port come from FIRESTORE_EMULATOR_HOST, which firebase emulators:exec sets.
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'projects/p1'), { title: 'Seeded' });
  });
});

describe('projects', () => {
  it('anyone may read a project', async () => {
    await assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), 'projects/p1')));
  });

  it('a visitor may not write one', async () => {
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'projects/p2'), { title: 'x' }));
  });
});

describe('anything else', () => {
  it('is denied', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(db, 'secrets/s1')));
  });
});
