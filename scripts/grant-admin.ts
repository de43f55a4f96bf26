// npm run grant-admin -- <email> [--production]
// Sets the custom claim role "admin" on an account and mirrors it in users/{uid}.role.
import { positionalArgs } from './lib/firebase-admin-target';

const [email] = positionalArgs();
if (!email) {
  console.error('usage: npm run grant-admin -- <email> [--production]');
  process.exit(1);
}

const { auth } = await import('../functions/src/core/firebase');
const { setRole } = await import('../functions/src/services/roles');
const user = await auth()
  .getUserByEmail(email)
  .catch(() => undefined);
if (!user) {
  console.error(`No account with the email ${email}.`);
  process.exit(1);
}
await setRole(user.uid, 'admin');
console.log(`${email} is now an admin. Their browser picks up the claim on its next ID-token refresh.`);
