// The documents the API stores in Firestore, as both sides read them. `Time` is the SDK's timestamp type: the Admin
// SDK's on the server, the web SDK's in the browser.
import type { DeviceDescription, LoginLocation } from './devices';
import type { Project } from './projects';
import type { Role } from './roles';

/** `projects/{id}`: the API's fields of a project plus the storage paths of its images. */
export interface StoredProject<Time> extends Omit<
  Project,
  '_id' | 'createdAt' | 'updatedAt' | 'screenshotThumbnails'
> {
  /** Same order as `screenshots`; missing on a project stored before screenshots had thumbnails. */
  screenshotThumbnails?: string[];
  imagePath: string;
  thumbnailPath: string;
  /** Same order as `screenshots`. */
  screenshotPaths: string[];
  /** Same order as `screenshots`; missing where `screenshotThumbnails` is. */
  screenshotThumbnailPaths?: string[];
  createdAt: Time;
  updatedAt: Time;
}

/** The thumbnail of each screenshot, in order: the screenshot itself where it has none. */
export function screenshotThumbnailsOf(
  project: Pick<StoredProject<unknown>, 'screenshots' | 'screenshotThumbnails'>,
): string[] {
  return project.screenshots.map((url, index) => project.screenshotThumbnails?.[index] ?? url);
}

/** `messages/{id}`: a contact message sent from /want. */
export interface StoredMessage<Time> {
  name: string;
  /** The phone number the sender gave. */
  number: string;
  email: string;
  message: string;
  read: boolean;
  createdAt: Time;
  updatedAt: Time;
}

/** One device of a user's record: how the browser described itself, where and when it last signed in. */
export interface StoredDevice<Time> extends DeviceDescription {
  last_sign_location: LoginLocation;
  lastUsed: Time;
}

/** `users/{uid}`: the product's record of an account. */
export interface StoredUser<Time> {
  name: string;
  email: string;
  uid: string;
  photo: string;
  photoPath?: string;
  role: Role;
  /** Keyed by device (see `devicesByRecency`); a record from before keyed devices may still hold a list. */
  devices: Record<string, StoredDevice<Time>> | StoredDevice<Time>[];
  createdAt: Time;
  updatedAt: Time;
}
