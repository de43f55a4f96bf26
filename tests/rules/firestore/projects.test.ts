import { PROJECT_CATEGORY_SLUGS } from '@portfolio/common';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { aProject, SEEDED } from '../fixtures';
import { ALLOWED, DENIED, expectOutcome, firestoreOf } from '../identities';
import { collectionOperations, itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

const projects = collectionOperations({
  existing: SEEDED.project,
  // The home page's best-projects query: published projects only.
  list: (db) =>
    query(
      collection(db, 'projects'),
      where('published', '==', true),
      orderBy('priority'),
      orderBy('createdAt', 'desc'),
    ),
  create: { path: 'projects/new-project', data: aProject() },
  update: { title: 'Renamed' },
});

describe('projects: anyone reads, no client writes (the dashboard saves through the API)', () => {
  // Projects have no owner, so the signed-in user stands for every non-admin account.
  // prettier-ignore
  itForEachCell(env, projects, {
    //               get      list     create  update  delete
    anonymous:      [ALLOWED, ALLOWED, DENIED, DENIED, DENIED],
    signedIn:       [ALLOWED, ALLOWED, DENIED, DENIED, DENIED],
    roleFieldOnly:  [ALLOWED, ALLOWED, DENIED, DENIED, DENIED],
    admin:          [ALLOWED, ALLOWED, DENIED, DENIED, DENIED],
  });

  it('an anonymous visitor may run the category query', async () => {
    const db = firestoreOf(env(), 'anonymous');
    const byCategory = query(
      collection(db, 'projects'),
      where('published', '==', true),
      where('category', '==', PROJECT_CATEGORY_SLUGS[0]),
      orderBy('priority'),
      orderBy('createdAt', 'desc'),
    );
    await expectOutcome(getDocs(byCategory), ALLOWED);
  });
});

describe('projects: a draft is the admin’s alone', () => {
  const allProjects = (db: Firestore) => getDocs(query(collection(db, 'projects'), orderBy('priority')));

  // prettier-ignore
  const cases = [
    { identity: 'anonymous',     getDraft: DENIED,  listAll: DENIED },
    { identity: 'signedIn',      getDraft: DENIED,  listAll: DENIED },
    { identity: 'roleFieldOnly', getDraft: DENIED,  listAll: DENIED },
    { identity: 'admin',         getDraft: ALLOWED, listAll: ALLOWED },
  ] as const;

  for (const { identity, getDraft, listAll } of cases) {
    it(`${identity}: get a draft, ${getDraft}`, async () => {
      await expectOutcome(getDoc(doc(firestoreOf(env(), identity), SEEDED.draft)), getDraft);
    });
    it(`${identity}: list without the published filter, ${listAll}`, async () => {
      await expectOutcome(allProjects(firestoreOf(env(), identity)), listAll);
    });
  }
});

describe('projects: published unless it says otherwise, as the API reads them', () => {
  async function storeProject(id: string, fields: Record<string, unknown>) {
    await env().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), `projects/${id}`), fields),
    );
  }

  // prettier-ignore
  const cases = [
    { stored: 'no published field', fields: { published: undefined }, visitor: ALLOWED },
    { stored: 'published: true',    fields: { published: true },      visitor: ALLOWED },
    { stored: 'published: false',   fields: { published: false },     visitor: DENIED },
  ] as const;

  for (const { stored, fields, visitor } of cases) {
    it(`a visitor reading a project with ${stored}: ${visitor}`, async () => {
      const { published: _published, ...rest } = aProject();
      await storeProject('legacy', fields.published === undefined ? rest : { ...rest, ...fields });
      await expectOutcome(getDoc(doc(firestoreOf(env(), 'anonymous'), 'projects/legacy')), visitor);
      await expectOutcome(getDoc(doc(firestoreOf(env(), 'admin'), 'projects/legacy')), ALLOWED);
    });
  }

  it('a visitor asking for drafts by query is denied', async () => {
    const drafts = query(
      collection(firestoreOf(env(), 'anonymous'), 'projects'),
      where('published', '==', false),
    );
    await expectOutcome(getDocs(drafts), DENIED);
  });
});
