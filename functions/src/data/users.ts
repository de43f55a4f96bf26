import type { Role } from '@portfolio/common';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../services/firebase';

export interface DeviceEntry {
  deviceType: string;
  browser: string;
  os: string;
  last_sign_location: Record<string, string | number>;
  lastUsed: Timestamp;
}

/** `users/{uid}`: the product's record of an account. */
export interface UserDocument {
  name: string;
  email: string;
  uid: string;
  photo: string;
  photoPath?: string;
  role: Role;
  devices: DeviceEntry[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const USERS = 'users';

export const userDoc = (uid: string) => db.collection(USERS).doc(uid);
