import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface JwtSettings {
  issuer: string;
  jwksUri: string;
  clientId: string;
}

/**
 * Verifies a Cognito token the way API Gateway's JWT authorizer does: RS256 signature by a key
 * of the pool's JWKS, issuer, expiry, and an audience (`aud` of ID tokens or `client_id` of
 * access tokens) equal to the app client.
 */
export function createJwtVerifier(settings: JwtSettings) {
  // The library's own fetcher speaks only https; cognito-local serves its JWKS over http.
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => (await fetch(uri, { signal: AbortSignal.timeout(3000) })).arrayBuffer(),
    },
  });
  const verifier = JwtRsaVerifier.create(
    {
      issuer: settings.issuer,
      jwksUri: settings.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audience = payload.aud ?? (payload as { client_id?: string }).client_id;
        const audiences = Array.isArray(audience) ? audience : [audience];
        if (!audiences.includes(settings.clientId)) throw new Error('Token was not issued for this client');
      },
    },
    { jwksCache },
  );
  return {
    async verify(token: string): Promise<JwtPayload | undefined> {
      try {
        return await verifier.verify(token);
      } catch {
        return undefined;
      }
    },
  };
}
