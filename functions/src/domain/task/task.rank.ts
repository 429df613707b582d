import { rankBetween } from '../account/index.js';

/** Where a move puts a task: its new rank, the ranks it was placed between, and whether a rank is already there. */
export interface Place {
  rank: string;
  /** The ranks directly below and above the new one among the other tasks (absent at an end). */
  neighbours: string[];
  /** Whether a task of this rank already sits where the move asks (nothing to write). */
  contains: (rank: string) => boolean;
}

/**
 * Placing one task among the ranks of a person's other tasks (unique: see TaskRank). Lists show
 * the highest rank first, so `lower` is the neighbour shown under the task and `upper` the one
 * above it.
 */
export function placement(ranks: readonly string[]) {
  const sorted = [...ranks].sort();
  return {
    /** A rank above every other: a new task goes to the top. */
    top: () => rankBetween(sorted.at(-1)),

    /**
     * A rank right above `lower` (or right below `upper` when only it is given), so it never
     * lands on a task the client does not show (a hidden completed one) between the two.
     * Undefined when the neighbours are unknown or out of order: the client's list is stale.
     */
    between(lower: string | undefined, upper: string | undefined): Place | undefined {
      if (lower === undefined && upper === undefined) return undefined;
      const at = (rank: string | undefined) => (rank === undefined ? -1 : sorted.indexOf(rank));
      if ((lower !== undefined && at(lower) < 0) || (upper !== undefined && at(upper) < 0)) return undefined;
      if (lower !== undefined && upper !== undefined && lower >= upper) return undefined;
      const below = lower ?? sorted[at(upper) - 1];
      const above = lower !== undefined ? sorted[at(lower) + 1] : upper;
      const low = lower ?? below;
      const high = upper ?? above;
      return {
        rank: rankBetween(below, above),
        neighbours: [below, above].filter((r): r is string => r !== undefined),
        contains: (rank) => (low === undefined || low < rank) && (high === undefined || rank < high),
      };
    },
  };
}
