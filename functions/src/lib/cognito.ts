import { lazySdk } from './lazy.js';

export type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

/** One Cognito client per module load; the SDK loads with the first route that calls Cognito. */
export const cognito = lazySdk(
  () => import('@aws-sdk/client-cognito-identity-provider'),
  (sdk) => new sdk.CognitoIdentityProviderClient({}),
);
export type LoadedCognito = Awaited<ReturnType<typeof cognito>>;
