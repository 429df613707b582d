/**
 * What the entity layer reports. It knows nothing of HTTP: the HTTP preset answers InvalidCursor
 * with a 400, and domain code turns a lost condition into the rule it stands for (a 409, a 404).
 */

/** A conditional write lost (a uniqueness rule, a stale version, a missing item). */
export class ConditionFailed extends Error {
  #decode: (() => Record<string, unknown> | undefined) | undefined;
  #current: Record<string, unknown> | undefined;

  constructor(
    readonly entity: string,
    /** Per piece of a transaction: DynamoDB's cancellation reason codes, in order. */
    readonly reasons: (string | undefined)[] = [],
    /** Decodes a single update's item as it stood when the condition failed (DynamoDB returns it at no extra read). */
    current?: () => Record<string, unknown> | undefined,
    /** That item's `version`, read without decoding it: a caller that holds that version already need not decode it again. */
    readonly version?: number,
  ) {
    super(`A condition on ${entity} was not met`);
    this.#decode = current;
  }

  /** The item as it stood when the condition failed, decoded when first asked for. */
  get current(): Record<string, unknown> | undefined {
    if (this.#decode) {
      this.#current = this.#decode();
      this.#decode = undefined;
    }
    return this.#current;
  }
}

/** A page cursor that this index did not hand out for this list (tampered, forged, or from another list). */
export class InvalidCursor extends Error {
  constructor(readonly reason: string) {
    super(`The page cursor is not valid: ${reason}`);
  }
}

/** A stored item that its entity's schema refuses: a bug or a missed migration, never the caller's fault. */
export class StoredItemInvalid extends Error {
  constructor(
    readonly entity: string,
    readonly issues: unknown,
  ) {
    super(`A stored ${entity} does not match its schema`);
  }
}

export function isConditionFailure(error: unknown): error is {
  name: string;
  CancellationReasons?: { Code?: string; Item?: Record<string, unknown> }[];
  Item?: Record<string, unknown>;
} {
  const name = (error as { name?: string })?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}
