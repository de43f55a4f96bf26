import { COLLECTIONS, type InterfaceTextOverrides } from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

/**
 * The owner's wording of the interface's texts, one document a language (`interfaceTexts/{language}`). Kept as a
 * list of pairs: a text's key holds dots (`texts.header.home`), which a Firestore map would read as a path.
 */
interface StoredInterfaceTexts {
  language: string;
  overrides: { key: string; message: string }[];
  updatedAt: Timestamp;
  updatedBy: string;
}

const interfaceTextsCollection = () => db.collection(COLLECTIONS.interfaceTexts);

function overridesOf(data: Partial<StoredInterfaceTexts> | undefined): InterfaceTextOverrides {
  const overrides: InterfaceTextOverrides = {};
  for (const pair of Array.isArray(data?.overrides) ? data.overrides : []) {
    if (typeof pair?.key === 'string' && typeof pair.message === 'string') overrides[pair.key] = pair.message;
  }
  return overrides;
}

/** The overrides of one language: none until the owner saves some. */
export async function readInterfaceTexts(language: string): Promise<InterfaceTextOverrides> {
  return overridesOf((await interfaceTextsCollection().doc(language).get()).data());
}

/** Every language's overrides, by language (for the publication, and the backups). */
export async function readAllInterfaceTexts(): Promise<Map<string, InterfaceTextOverrides>> {
  const snapshot = await interfaceTextsCollection().get();
  return new Map(snapshot.docs.map((doc) => [doc.id, overridesOf(doc.data())]));
}

/** Replaces one language's overrides (none removes its document). */
export async function saveInterfaceTexts(
  language: string,
  overrides: InterfaceTextOverrides,
  editor: string,
): Promise<void> {
  const doc = interfaceTextsCollection().doc(language);
  const pairs = Object.entries(overrides).map(([key, message]) => ({ key, message }));
  if (pairs.length === 0) await doc.delete();
  else
    await doc.set({
      language,
      overrides: pairs,
      updatedAt: Timestamp.now(),
      updatedBy: editor,
    } satisfies StoredInterfaceTexts);
}
