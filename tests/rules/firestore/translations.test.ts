import { collection, query } from 'firebase/firestore';
import { describe } from 'vitest';
import { aTranslation, SEEDED } from '../fixtures';
import { API_ONLY, collectionOperations, itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

describe('translations: read and written through the API only, the owner included', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.translation,
      list: (db) => query(collection(db, 'translations')),
      create: { path: 'translations/project~shop~ar', data: aTranslation({ id: 'shop', language: 'ar' }) },
      update: { published: true },
    }),
    API_ONLY,
  );
});

describe('translation versions: the earlier saves are the API’s alone too', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.translationVersion,
      list: (db) => query(collection(db, SEEDED.translation, 'versions')),
      create: { path: `${SEEDED.translation}/versions/forged`, data: { translation: aTranslation() } },
      update: { savedBy: 'someone@else.example' },
    }),
    API_ONLY,
  );
});

describe('interface texts: the owner’s wording, read and written through the API only', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.interfaceTexts,
      list: (db) => query(collection(db, 'interfaceTexts')),
      create: { path: 'interfaceTexts/ar', data: { language: 'ar', overrides: [] } },
      update: { overrides: [{ key: 'texts.header.home', message: 'forged' }] },
    }),
    API_ONLY,
  );
});
