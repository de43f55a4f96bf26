import type { Project } from '@portfolio/common';
import { expect } from '@playwright/test';
import { bearerOf, OWNER_ACCOUNT } from './accounts';

const API = 'http://127.0.0.1:5000/api';

/** Every project's id (drafts too), most important first, as the owner's API answers it. */
export async function storedProjectOrder(): Promise<string[]> {
  const response = await fetch(`${API}/projects`, { headers: await bearerOf(OWNER_ACCOUNT) });
  expect(response.status).toBe(200);
  return ((await response.json()) as Project[]).map((project) => project._id);
}

/** Stores an order through the API, e.g. to leave the one a journey found for the journeys after it. */
export async function restoreProjectOrder(ids: string[]): Promise<void> {
  const response = await fetch(`${API}/projects/order`, {
    method: 'PUT',
    headers: { ...(await bearerOf(OWNER_ACCOUNT)), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  expect(response.status).toBe(200);
}
