// The Hosting stand-in as a process of its own, for a test or a script that runs the publication apart from it:
//   npx tsx functions/src/testing/hosting-stand-in-server.ts --project portfolio-sample-2026 [--site-suffix]
//     [--port 0] [--no-project-resources]
// It listens on 127.0.0.1 (a free port unless --port), prints `hosting stand-in: http://127.0.0.1:PORT` and serves
// the Hosting and Management APIs (point HOSTING_API_ORIGIN and FIREBASE_API_ORIGIN there, with
// HOSTING_ACCESS_TOKEN=stand-in-access-token), the site under /site and the control API under /_stand-in/
// (hosting-stand-in-control.ts) until it is sent SIGINT or SIGTERM.
import { startHostingApiStandIn } from './hosting-api-stand-in';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

async function main() {
  const port = Number(option('--port') ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('--port is a port number');
  const standIn = await startHostingApiStandIn({
    projectId: option('--project') ?? 'portfolio-sample-2026',
    siteSuffix: process.argv.includes('--site-suffix'),
    projectResources: !process.argv.includes('--no-project-resources'),
    port,
  });
  console.log(`hosting stand-in: ${standIn.baseUrl}`);
  const stop = () => {
    void standIn.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`hosting stand-in: ${(error as Error).message}`);
  process.exit(1);
});
