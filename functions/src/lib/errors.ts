/**
 * Errors that carry their HTTP status. Domain code throws these; the error middleware turns
 * them into the contract's error body. Anything else becomes a 500 with a request id.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra facts for the caller (ApiError.details), e.g. the names of possible duplicates. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(400, message, 'BAD_REQUEST', fieldErrors);
  }
}

/** A 400 about one field: its message, shown on the field by the form that sent it. */
export const fieldError = (name: string, message: string) => new BadRequest(message, { [name]: [message] });
export class Unauthorized extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message, 'UNAUTHORIZED');
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message, 'FORBIDDEN');
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Oops, nothing here') {
    super(404, message, 'NOT_FOUND');
  }
}
export class Conflict extends HttpError {
  constructor(message: string, code = 'CONFLICT', details?: Record<string, unknown>) {
    super(409, message, code, undefined, details);
  }
}
/** A request body past its route's limit (shared/src/edge-limits.ts). */
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message, 'PAYLOAD_TOO_LARGE');
  }
}
export class Unprocessable extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(422, message, 'UNPROCESSABLE', fieldErrors);
  }
}
