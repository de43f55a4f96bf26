/** A full reload: the way out when a lazily loaded chunk failed, since the browser remembers a failed import. */
export function reloadPage(): void {
  window.location.reload();
}
