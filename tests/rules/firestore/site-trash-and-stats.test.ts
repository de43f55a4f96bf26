import { collection, query } from 'firebase/firestore';
import { describe } from 'vitest';
import { aProject, SEEDED } from '../fixtures';
import { ALLOWED, DENIED } from '../identities';
import {
  ADMIN_READS_ONLY,
  API_ONLY,
  collectionOperations,
  itForEachCell,
  useFirestoreRulesWorld,
} from './suite';

const env = useFirestoreRulesWorld();

describe('site content: everyone reads the one document; every change goes through the API', () => {
  // prettier-ignore
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.siteContent,
      list: (db) => query(collection(db, 'site')),
      create: { path: 'site/other', data: { content: { name: 'Someone' } } },
      update: { 'content.name': 'Mallory' },
    }),
    {
      //               get      list    create  update  delete
      anonymous:      [ALLOWED, DENIED, DENIED, DENIED, DENIED],
      signedIn:       [ALLOWED, DENIED, DENIED, DENIED, DENIED],
      roleFieldOnly:  [ALLOWED, DENIED, DENIED, DENIED, DENIED],
      admin:          [ALLOWED, DENIED, DENIED, DENIED, DENIED],
    },
  );
});

describe('site versions: the admin reads the history; restores go through the API', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.siteVersion,
      list: (db) => query(collection(db, 'siteVersions')),
      create: { path: 'siteVersions/forged', data: { content: { name: 'Forged' } } },
      update: { savedBy: 'someone@else.example' },
    }),
    ADMIN_READS_ONLY,
  );
});

describe('trash: deleted projects are the admin’s to see; restores and removals go through the API', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.trashed,
      list: (db) => query(collection(db, 'trash')),
      create: { path: 'trash/planted', data: aProject() },
      update: { title: 'Renamed' },
    }),
    ADMIN_READS_ONLY,
  );
});

describe('visit statistics: counted and read through the API only, the owner included', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.visitDay,
      list: (db) => query(collection(db, 'visitStats')),
      create: { path: 'visitStats/2026-11-25_0', data: { day: '2026-11-25', views: 1000 } },
      update: { views: 1000 },
    }),
    API_ONLY,
  );
});

describe('counters: the numbers the API gives out are the API’s alone, the owner included', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.priorityCounter,
      list: (db) => query(collection(db, 'counters')),
      create: { path: 'counters/other', data: { last: 1 } },
      update: { last: 1 },
    }),
    API_ONLY,
  );
});
