import type { ContactFields } from '@portfolio/common';
import { FORM_SERVICE_ACCESS_KEY, FORM_SERVICE_URL } from '../config/settings';

const FORWARD_TIMEOUT_MS = 5000;

/**
 * Forwards a stored contact message to the external form service when one is configured (FORM_SERVICE_URL, and the
 * FORM_SERVICE_ACCESS_KEY secret). The access key stays on the server. The message is already stored, so a failure is
 * only logged.
 */
export async function forwardToFormService(message: ContactFields): Promise<void> {
  const url = FORM_SERVICE_URL.value();
  const accessKey = process.env[FORM_SERVICE_ACCESS_KEY.name] ? FORM_SERVICE_ACCESS_KEY.value() : '';
  if (!url || !accessKey) return;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_key: accessKey, ...message }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`form service answered ${response.status}`);
  } catch (error) {
    console.warn('form service unreachable:', (error as Error).message);
  }
}
