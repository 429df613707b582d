import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { lazy } from './lazy.js';

/** One Cognito client per module load. */
export const cognito = lazy(() => new CognitoIdentityProviderClient({}));
