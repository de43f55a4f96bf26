/**
 * The header's Sign Out. The full sign-out (clearing this device on the server first) lives in account-actions,
 * which brings the device parser with it; it is loaded on use so that the first load of every page stays light.
 */
export async function signOutUser(): Promise<void> {
  const { signOutUser: signOutAndClearDevice } = await import('./account-actions');
  await signOutAndClearDevice();
}
