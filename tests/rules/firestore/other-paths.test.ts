import { collection } from 'firebase/firestore';
import { describe } from 'vitest';
import { SEEDED } from '../fixtures';
import { DENIED } from '../identities';
import { collectionOperations, itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

function operationsOn(path: string) {
  const collectionPath = path.slice(0, path.lastIndexOf('/'));
  return collectionOperations({
    existing: path,
    list: (db) => collection(db, collectionPath),
    create: { path: `${collectionPath}/new-document`, data: { any: 'thing' } },
    update: { any: 'thing' },
  });
}

// prettier-ignore
const everyoneDenied = {
  //               get     list    create  update  delete
  anonymous:      [DENIED, DENIED, DENIED, DENIED, DENIED],
  owner:          [DENIED, DENIED, DENIED, DENIED, DENIED],
  admin:          [DENIED, DENIED, DENIED, DENIED, DENIED],
};

describe.each([
  { place: 'a collection no rule names', path: SEEDED.unknownCollectionDoc },
  { place: "a subcollection of the owner's record", path: SEEDED.ownerSubcollectionDoc },
])('everything else is denied: $place', ({ path }) => {
  const operations = operationsOn(path);

  itForEachCell(env, operations, everyoneDenied);
});
