import { vi } from 'vitest';

type Line = Record<string, unknown>;
export interface Emf {
  _aws: {
    CloudWatchMetrics: Array<{
      Namespace: string;
      Dimensions: string[][];
      Metrics: Array<{ Name: string; Unit: string }>;
    }>;
  };
  [key: string]: unknown;
}

/**
 * Captures what Powertools writes while `run` runs (through its own Console on stdout and stderr,
 * not `console.log`): the JSON log lines and the EMF metrics lines, parsed, and any other line
 * (Powertools' own warnings) as text.
 */
export async function captureOutput(
  run: () => Promise<unknown>,
): Promise<{ logs: Line[]; metrics: Emf[]; other: string[] }> {
  const chunks: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const text = chunks
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const lines = text.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Line);
  return {
    logs: lines.filter((line) => !('_aws' in line)),
    metrics: lines.filter((line): line is Emf => '_aws' in line),
    other: text.filter((line) => !line.startsWith('{')),
  };
}
