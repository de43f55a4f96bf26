import { ROLES } from '@portfolio/common';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { aUserRecord, SEEDED } from '../fixtures';
import { ALLOWED, DENIED, expectOutcome, firestoreOf, uidOf } from '../identities';
import { collectionOperations, itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

const newcomerRecord = `users/${uidOf('signedIn')}`;

const users = collectionOperations({
  existing: SEEDED.ownerRecord,
  list: (db) => collection(db, 'users'),
  // The record of the newly signed-in user, who has none yet: registration is the API's.
  create: { path: newcomerRecord, data: aUserRecord(uidOf('signedIn')) },
  // What the profile page saves, through the API.
  update: { name: 'New Name' },
});

describe('users: the owner and an admin read; every write goes through the API', () => {
  // prettier-ignore
  itForEachCell(env, users, {
    //               get      list     create  update   delete
    anonymous:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    signedIn:       [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    owner:          [ALLOWED, DENIED,  DENIED, DENIED,  DENIED],
    otherUser:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    admin:          [ALLOWED, ALLOWED, DENIED, DENIED,  DENIED],
    roleFieldOnly:  [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
  });
});

describe('users: no field of a record changes from a client, not even the owner’s name or photo', () => {
  const edits = [
    { change: 'the name', fields: { name: 'Olivia Hart' } },
    { change: 'the photo', fields: { photo: 'https://cdn.example.com/olivia.webp' } },
    { change: 'the role to admin', fields: { role: ROLES.admin } },
    { change: 'the devices', fields: { devices: {} } },
  ];

  for (const { change, fields } of edits) {
    it(`the owner changing ${change} is denied`, async () => {
      await expectOutcome(updateDoc(doc(firestoreOf(env(), 'owner'), SEEDED.ownerRecord), fields), DENIED);
    });
  }
});

describe('users: the role comes from the claim, never from a record', () => {
  it('a user whose record says admin may read their own record', async () => {
    const db = firestoreOf(env(), 'roleFieldOnly');
    await expectOutcome(getDoc(doc(db, 'users', uidOf('roleFieldOnly'))), ALLOWED);
  });

  it("a user whose record says admin may not read the admin's record", async () => {
    const db = firestoreOf(env(), 'roleFieldOnly');
    await expectOutcome(getDoc(doc(db, 'users', uidOf('admin'))), DENIED);
  });

  it('a newly signed-in user may not create their own record saying admin', async () => {
    const db = firestoreOf(env(), 'signedIn');
    const record = aUserRecord(uidOf('signedIn'), { role: ROLES.admin });
    await expectOutcome(setDoc(doc(db, newcomerRecord), record), DENIED);
  });

  it("an admin may not change a user's role from a client (grant-admin does)", async () => {
    const db = firestoreOf(env(), 'admin');
    await expectOutcome(updateDoc(doc(db, SEEDED.ownerRecord), { role: ROLES.admin }), DENIED);
  });

  it('the owner may not list users even when the query names only their own record', async () => {
    const db = firestoreOf(env(), 'owner');
    const ownRecords = query(collection(db, 'users'), where('uid', '==', uidOf('owner')));
    await expectOutcome(getDocs(ownRecords), DENIED);
  });
});
