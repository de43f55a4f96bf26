import { COLLECTIONS, type StoredMessage } from '@portfolio/common';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

export type MessageDocument = StoredMessage<Timestamp>;

const messagesCollection = () => db.collection(COLLECTIONS.messages);

export function toMessage(id: string, doc: MessageDocument) {
  return {
    _id: id,
    ...doc,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

/** Stores a new, unread message; its id. */
export async function addMessage(
  fields: Pick<MessageDocument, 'name' | 'number' | 'email' | 'message'>,
): Promise<string> {
  const ref = await messagesCollection().add({
    ...fields,
    read: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** Every message, newest first. */
export async function listMessages() {
  const snapshot = await messagesCollection().orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toMessage(doc.id, doc.data() as MessageDocument));
}

/** Marks a message read or unread; false when there is no such message. */
export async function setMessageRead(id: string, read: boolean): Promise<boolean> {
  const ref = messagesCollection().doc(id);
  if (!(await ref.get()).exists) return false;
  await ref.update({ read, updatedAt: FieldValue.serverTimestamp() });
  return true;
}

/** Deletes a message; false when there is no such message. */
export async function deleteMessage(id: string): Promise<boolean> {
  const ref = messagesCollection().doc(id);
  if (!(await ref.get()).exists) return false;
  await ref.delete();
  return true;
}
