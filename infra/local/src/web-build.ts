import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LocalCloudError } from './errors.js';
import { repoRoot } from './lambdas.js';

const webDir = path.join(repoRoot, 'web');
export const webDist = path.join(webDir, 'dist');

/** True when `web/dist` is missing or older than any source the build reads (the shared schemas and its dependencies included). */
export function webBuildIsStale(): boolean {
  const built = mtime(path.join(webDist, 'index.html'));
  if (built === undefined) return true;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'public'),
    path.join(webDir, 'package.json'),
    path.join(repoRoot, 'shared', 'src'),
  ];
  return sources.some((source) => newest(source) > built);
}

export async function ensureWebBuild(options: { quiet: boolean; logFile: string }): Promise<boolean> {
  if (!webBuildIsStale()) return false;
  console.log('Building the web app…');
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const code = await new Promise<number | null>((resolve, reject) => {
    // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
    const child = spawn('npm', ['run', 'build', '-w', 'web'], {
      cwd: repoRoot,
      stdio: ['ignore', log, log],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => fs.closeSync(log));
  if (code !== 0) {
    const tail = fs.readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
    throw new LocalCloudError(
      `Building the web app failed (npm run build -w web, exit code ${code ?? 'unknown'}). Last lines of ${options.logFile}:\n${tail}`,
      'Fix the build error above (run `npm run build -w web` to see it all), then `npm start` again.',
    );
  }
  return true;
}

function mtime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newest(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}
