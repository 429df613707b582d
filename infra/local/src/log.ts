import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';

/** What the local cloud's own parts report; one line each, errors with their stack in the log file. */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Writes every line to `<logs>/local-cloud.log`; the terminal gets warnings and errors (and
 * info unless quiet) without stacks, so the console stays readable.
 */
export function createLog(logsDir: string, quiet: boolean, toConsole = true): Log & { file: string } {
  fs.mkdirSync(logsDir, { recursive: true });
  const file = path.join(logsDir, 'local-cloud.log');
  const write = (level: string, message: string, error?: unknown) => {
    const detail =
      error === undefined
        ? ''
        : `\n${error instanceof Error ? (error.stack ?? error.message) : inspect(error)}`;
    fs.appendFileSync(file, `${new Date().toISOString()} ${level} ${message}${detail}\n`);
  };
  return {
    file,
    info(message) {
      write('INFO', message);
      if (toConsole && !quiet) console.log(`[local] ${message}`);
    },
    warn(message) {
      write('WARN', message);
      if (toConsole) console.warn(`[local] ${message}`);
    },
    error(message, error) {
      write('ERROR', message, error);
      const reason = error instanceof Error ? `: ${error.message}` : '';
      if (toConsole) console.error(`[local] ${message}${reason} (details in ${file})`);
    },
  };
}

export const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };
