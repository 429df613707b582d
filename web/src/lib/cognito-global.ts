/**
 * amazon-cognito-identity-js brings the `buffer` package, which reads Node's `global` as it loads.
 * Imported before the library, so the browser's global object answers to that name too.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
