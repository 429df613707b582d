import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dataPaths } from '../infra/local/src/config.js';
import { exportDataDir, importDataDir } from '../infra/local/src/data-archive.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'npm run local-data -- export <file.tar.gz> | import <file.tar.gz> [--replace]';

/**
 * `npm run local-data`: copies the local cloud's data directory (POLYLOOP_DATA_DIR, default
 * `.local`) into one tar.gz and back (infra/local/src/data-archive.ts). The cloud must be stopped;
 * an import keeps the directory it replaces, renamed, and only with --replace.
 */
function main(argv: string[]) {
  const [command, archive] = argv.filter((a) => !a.startsWith('--'));
  if (!archive || (command !== 'export' && command !== 'import')) throw new Error(`Usage: ${USAGE}`);
  const dataDir = path.resolve(root, process.env.POLYLOOP_DATA_DIR ?? '.local');
  const paths = dataPaths(dataDir);
  if (command === 'export') {
    exportDataDir(dataDir, paths, archive);
    console.log(`Exported ${dataDir} to ${path.resolve(archive)}`);
  } else {
    const { keptAs } = importDataDir(archive, dataDir, paths, { replace: argv.includes('--replace') });
    console.log(
      `Imported ${path.resolve(archive)} into ${dataDir}${keptAs ? ` (the data it held is kept in ${keptAs})` : ''}`,
    );
    console.log('Start the local cloud (npm start) to use it.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
