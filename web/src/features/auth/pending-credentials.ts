/**
 * The password typed at sign-up, kept in memory only (never stored) so that verifying the e-mail
 * can sign the person straight in. A reload forgets it and they sign in by hand.
 */
let pending: { email: string; password: string } | null = null;

export function rememberCredentials(email: string, password: string) {
  pending = { email: email.trim().toLowerCase(), password };
}
export function takeCredentials(email: string): { email: string; password: string } | null {
  const found = pending && pending.email === email.trim().toLowerCase() ? pending : null;
  pending = null;
  return found;
}
