import type { IncomingMessage, ServerResponse } from 'node:http';
import { cognitoClient } from '../cognito.js';
import { handleCognitoFront } from './cognito-front.js';
import { createManagedLogin } from './managed-login.js';
import { federationStore } from './store.js';

/** Where the functions' Cognito calls go in the local cloud (the gateway's front for cognito-local). */
export const COGNITO_FRONT_PATH = '/_local/cognito-idp';

export interface Federation {
  /** `/_cognito/oauth2/…`: managed login; false for any other path. */
  managedLogin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** `/_local/cognito-idp`: cognito-local with identity providers and federated sessions. */
  cognitoFront(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): void;
}

/** Single sign-on in the local cloud: managed login's stand-in and the pool's federation data. */
export async function federationHandlers(options: {
  storeDir: string;
  cognitoPort: number;
  upstream: string;
  pool: { userPoolId: string; clientId: string; issuer: string };
  appUrl: string;
}): Promise<Federation> {
  const store = federationStore(options.storeDir);
  const cognito = cognitoClient(options.cognitoPort);
  const managedLogin = createManagedLogin({
    store,
    cognito,
    pool: options.pool,
    baseUrl: `${options.appUrl}/_cognito`,
    callbackUrls: [`${options.appUrl}/auth/callback`],
  });
  return {
    managedLogin,
    cognitoFront: (req, res) =>
      handleCognitoFront(req, res, { upstream: options.upstream, store, cognito, pool: options.pool }),
    close: () => cognito.destroy(),
  };
}
