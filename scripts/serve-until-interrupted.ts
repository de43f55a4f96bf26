#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm start`: says where the site is, then keeps the emulators up until
// Ctrl-C, when firebase-tools stops them.
import { DEMO_ACCOUNTS } from './demo-accounts';

const SITE_URL = 'http://127.0.0.1:5000';

console.log(`
Portfolio is ready: ${SITE_URL}
API:                ${SITE_URL}/api/health
Demo accounts:
${DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(6)} ${account.email.padEnd(24)} password ${account.password}`).join('\n')}
Press Ctrl-C to stop.
`);

const keepAlive = setInterval(() => {}, 1 << 30);
const stop = () => {
  clearInterval(keepAlive);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
