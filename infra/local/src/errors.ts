/**
 * A failure the developer can fix: what went wrong and what to do. The CLI prints these as two
 * short lines instead of a stack trace.
 */
export class LocalCloudError extends Error {
  override readonly name = 'LocalCloudError';

  constructor(
    /** What went wrong, in words a newcomer understands. */
    override readonly cause: string,
    /** What to do about it. */
    readonly fix: string,
  ) {
    super(`${cause}\n  Fix: ${fix}`);
  }
}
