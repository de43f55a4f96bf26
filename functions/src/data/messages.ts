import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../services/firebase';

/** `messages/{id}`: a contact message sent from /want. */
export interface MessageDocument {
  name: string;
  number: string;
  email: string;
  message: string;
  read: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const MESSAGES = 'messages';

export const messagesCollection = () => db.collection(MESSAGES);

export function toMessage(id: string, doc: MessageDocument) {
  return {
    _id: id,
    ...doc,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
