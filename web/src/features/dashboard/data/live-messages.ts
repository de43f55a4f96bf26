import { COLLECTIONS, type StoredMessage } from '@portfolio/common';
import { collection, orderBy, query } from 'firebase/firestore';
import type { DocumentData, FirestoreDataConverter, Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/live-firestore';

/** A contact message sent from /want, as the dashboard shows it. */
export interface ContactMessage {
  _id: string;
  name: string;
  /** The phone number the sender gave. */
  number: string;
  email: string;
  message: string;
  read: boolean;
  createdAt?: Date;
}

/** A stored message read defensively: a document written by hand may lack fields. */
type StoredMessageFields = Partial<StoredMessage<Timestamp | null>>;

export const messageConverter: FirestoreDataConverter<ContactMessage, DocumentData> = {
  toFirestore() {
    throw new Error('Messages are changed through the API.');
  },
  fromFirestore(snapshot) {
    const data = snapshot.data() as StoredMessageFields;
    return {
      _id: snapshot.id,
      name: data.name ?? '',
      number: data.number ?? '',
      email: data.email ?? '',
      message: data.message ?? '',
      read: data.read === true,
      createdAt: data.createdAt?.toDate(),
    };
  },
};

const newestFirst = query(
  collection(firestore, COLLECTIONS.messages).withConverter(messageConverter),
  orderBy('createdAt', 'desc'),
);

/** The contact messages, newest first, live (the rules let an admin read `messages`): new ones arrive by themselves. */
export function useContactMessages() {
  return useLiveQuery(newestFirst);
}
