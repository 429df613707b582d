import path from 'node:path';
import { dataPaths, parseArgs } from './config.js';
import { LocalCloudError } from './errors.js';
import { repoRoot } from './lambdas.js';
import { createLog } from './log.js';
import { startLocalCloud, type LocalCloud } from './supervisor.js';
import { SANDBOX_PARTNERS } from './freight-sandbox/partners.js';

/** `npm start`: the local cloud in the foreground until Ctrl-C. */
async function main(): Promise<void> {
  // Node 20 is this project's platform (DESIGN §9); the SDK's notice about Node 22 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { reset } = parseArgs(process.argv.slice(2));
  const cloud = await startLocalCloud({ reset });
  keepRunningThroughHandlerErrors(cloud);
  let stoppingSince: number | undefined;
  const shutdown = (signal: string) => {
    if (stoppingSince !== undefined) {
      // tsx forwards the terminal's Ctrl-C as a second SIGINT; only a later, deliberate one forces.
      if (Date.now() - stoppingSince < 1000) return;
      console.log('\nForcing exit.');
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping Polyloop…`);
    cloud.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  console.log(banner(cloud));
}

function banner(cloud: LocalCloud): string {
  const rows = cloud.credentials.map((c) => [c.email, c.password, c.company, c.role]);
  const header = ['E-mail', 'Password', 'Company', 'Role'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  const table = rows.length
    ? ['', 'Demo sign-ins:', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join(
        '\n',
      )
    : '';
  return [
    '',
    `Polyloop is running on ${cloud.urls.app}`,
    table,
    '',
    `E-mails sent by the app: ${cloud.urls.outbox}`,
    `Shipments exported to the cieTrade sandbox: ${cloud.urls.cieTrade}`,
    `Invoices and bills pushed to the sandbox accounting service: ${cloud.urls.accounting}`,
    `Messages sent to the support chat sandbox: ${cloud.urls.supportChat}`,
    `Errors the web app reported (the local Sentry): ${cloud.urls.errorReports}`,
    `Sandbox freight partners (simulated carriers that quote by webhook): ports ${cloud.config.ports.freight}–${cloud.config.ports.freight + SANDBOX_PARTNERS.length - 1}, logs in ${shown(cloud.config.paths.logs)}/freight-*.log`,
    `Single sign-on: Great Lakes Polymers signs in through the sandbox identity provider on port ${cloud.config.ports.idp} (any address, password "sandbox")`,
    `Local data: ${shown(cloud.config.dataDir)}/ (npm start -- --reset to start over) · logs in ${shown(cloud.config.paths.logs)}/`,
    '',
    'Press Ctrl-C to stop.',
  ].join('\n');
}

/** Paths inside the repository relative to it, others absolute. */
function shown(dir: string): string {
  const relative = path.relative(repoRoot, dir);
  return relative.startsWith('..') ? dir : relative;
}

/** One handler's unawaited rejection must not take the whole local cloud down; it is logged instead. */
function keepRunningThroughHandlerErrors(cloud: LocalCloud): void {
  const log = createLog(cloud.config.paths.logs, true);
  process.on('unhandledRejection', (error) => log.error('Unhandled promise rejection', error));
  process.on('uncaughtException', (error) => log.error('Uncaught exception', error));
}

main().catch((error: unknown) => {
  if (error instanceof LocalCloudError) {
    console.error(`\n✗ ${error.cause}\n  Fix: ${error.fix}\n`);
  } else {
    const log = createLog(
      dataPaths(path.resolve(repoRoot, process.env.POLYLOOP_DATA_DIR ?? '.local')).logs,
      true,
      false,
    );
    log.error('npm start failed', error);
    console.error(
      `\n✗ Polyloop could not start: ${error instanceof Error ? error.message : String(error)}\n  Details: ${log.file}\n`,
    );
  }
  process.exit(1);
});
