// Waits on the clock where a rule compares times in whole seconds.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once the clock shows the whole second after this moment. A revocation is compared in whole seconds with
 * a token's auth time: one made from then on falls after every token issued before now.
 */
export async function nextWholeSecond(): Promise<void> {
  const next = (Math.floor(Date.now() / 1000) + 1) * 1000;
  while (Date.now() < next) await sleep(next - Date.now());
}
