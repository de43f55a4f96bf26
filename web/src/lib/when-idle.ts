/** Runs `task` at the browser's next idle moment (at the latest after 5 s; after 2 s where idle callbacks lack). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
