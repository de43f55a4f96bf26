import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { SEEDED } from '../fixtures';
import { DENIED, matrixCells, OPERATIONS, type FirestoreOperations } from '../identities';
import { itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

function operationsOn(path: string): FirestoreOperations {
  const collectionPath = path.slice(0, path.lastIndexOf('/'));
  return {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(collection(db, collectionPath)),
    create: (db) => setDoc(doc(db, `${collectionPath}/new-document`), { any: 'thing' }),
    update: (db) => updateDoc(doc(db, path), { any: 'thing' }),
    delete: (db) => deleteDoc(doc(db, path)),
  };
}

// prettier-ignore
const cells = matrixCells(OPERATIONS, {
  //               get     list    create  update  delete
  anonymous:      [DENIED, DENIED, DENIED, DENIED, DENIED],
  owner:          [DENIED, DENIED, DENIED, DENIED, DENIED],
  admin:          [DENIED, DENIED, DENIED, DENIED, DENIED],
});

describe.each([
  { place: 'a collection no rule names', path: SEEDED.unknownCollectionDoc },
  { place: "a subcollection of the owner's record", path: SEEDED.ownerSubcollectionDoc },
])('everything else is denied: $place', ({ path }) => {
  const operations = operationsOn(path);

  itForEachCell(env, operations, cells);
});
