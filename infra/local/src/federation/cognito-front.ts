import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { FederationStore, StoredProvider } from './store.js';
import { poolTokens } from './tokens.js';

/**
 * The functions' Cognito endpoint in the local cloud (`AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`).
 * It passes every call on to cognito-local but what cognito-local lacks for single sign-on: the
 * pool's identity providers (Create/Update/Delete/DescribeIdentityProvider), and the refresh
 * tokens managed login gave out (refreshed by InitiateAuth, ended by RevokeToken), and the links
 * of a provider's users to the pool's (AdminLinkProviderForUser, which the pre-sign-up trigger
 * makes), which it answers from the federation store as a real pool would.
 */

const PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';

interface Request {
  UserPoolId?: string;
  ClientId?: string;
  ProviderName?: string;
  ProviderType?: string;
  ProviderDetails?: Record<string, string>;
  AttributeMapping?: Record<string, string>;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  Token?: string;
  AccessToken?: string;
  Username?: string;
  DestinationUser?: { ProviderName?: string; ProviderAttributeValue?: string };
  SourceUser?: { ProviderName?: string; ProviderAttributeName?: string; ProviderAttributeValue?: string };
}

export interface CognitoFrontOptions {
  upstream: string;
  store: FederationStore;
  cognito: CognitoIdentityProviderClient;
  pool: { userPoolId: string; clientId: string; issuer: string };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': JSON_TYPE });
  res.end(JSON.stringify(body));
}
const fail = (res: ServerResponse, type: string, message: string) =>
  send(res, 400, { __type: type, message });

const described = (provider: StoredProvider, userPoolId: string) => ({
  IdentityProvider: { UserPoolId: userPoolId, ...provider },
});

export async function handleCognitoFront(
  req: IncomingMessage,
  res: ServerResponse,
  options: CognitoFrontOptions,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const target = String(req.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(PREFIX) ? target.slice(PREFIX.length) : '';
  let body: Request = {};
  try {
    body = JSON.parse(raw.toString('utf8') || '{}') as Request;
  } catch {
    // Passed on as it came: cognito-local answers what it makes of it.
  }
  const { store, pool } = options;
  const name = body.ProviderName ?? '';
  const now = Date.now() / 1000;
  switch (operation) {
    case 'CreateIdentityProvider': {
      if (store.provider(name)) return fail(res, 'DuplicateProviderException', `${name} already exists`);
      if (!/^[^_\s][^\s]{0,30}[^_\s]$/.test(name) || !['OIDC', 'SAML'].includes(body.ProviderType ?? ''))
        return fail(res, 'InvalidParameterException', 'Invalid provider name or type');
      const provider: StoredProvider = {
        ProviderName: name,
        ProviderType: body.ProviderType!,
        ProviderDetails: body.ProviderDetails ?? {},
        AttributeMapping: body.AttributeMapping ?? {},
        CreationDate: now,
        LastModifiedDate: now,
      };
      store.saveProvider(provider);
      return send(res, 200, described(provider, pool.userPoolId));
    }
    case 'UpdateIdentityProvider': {
      const current = store.provider(name);
      if (!current) return fail(res, 'ResourceNotFoundException', `${name} does not exist`);
      const provider: StoredProvider = {
        ...current,
        ProviderDetails: body.ProviderDetails ?? current.ProviderDetails,
        AttributeMapping: body.AttributeMapping ?? current.AttributeMapping,
        LastModifiedDate: now,
      };
      store.saveProvider(provider);
      return send(res, 200, described(provider, pool.userPoolId));
    }
    case 'DescribeIdentityProvider': {
      const provider = store.provider(name);
      if (!provider) return fail(res, 'ResourceNotFoundException', `${name} does not exist`);
      return send(res, 200, described(provider, pool.userPoolId));
    }
    case 'DeleteIdentityProvider': {
      if (!store.provider(name)) return fail(res, 'ResourceNotFoundException', `${name} does not exist`);
      store.deleteProvider(name);
      return send(res, 200, {});
    }
    case 'InitiateAuth':
    case 'AdminInitiateAuth': {
      const token = body.AuthParameters?.REFRESH_TOKEN;
      const session =
        token && /^REFRESH_TOKEN(_AUTH)?$/.test(body.AuthFlow ?? '') ? store.session(token) : undefined;
      if (!session) break;
      if (session.clientId !== body.ClientId)
        return fail(res, 'NotAuthorizedException', 'Invalid Refresh Token');
      try {
        const tokens = await poolTokens(options.cognito, pool, session.username);
        return send(res, 200, {
          AuthenticationResult: {
            IdToken: tokens.idToken,
            AccessToken: tokens.accessToken,
            ExpiresIn: tokens.expiresIn,
            TokenType: 'Bearer',
          },
        });
      } catch {
        // The user is gone: so is the session.
        store.endSession(token!);
        return fail(res, 'NotAuthorizedException', 'Invalid Refresh Token');
      }
    }
    case 'AdminLinkProviderForUser': {
      const source = body.SourceUser ?? {};
      const username = body.DestinationUser?.ProviderAttributeValue ?? '';
      if (
        body.DestinationUser?.ProviderName !== 'Cognito' ||
        !username ||
        source.ProviderAttributeName !== 'Cognito_Subject' ||
        !source.ProviderAttributeValue
      )
        return fail(res, 'InvalidParameterException', 'A link names a pool user and a provider subject');
      if (!store.provider(source.ProviderName ?? ''))
        return fail(res, 'InvalidParameterException', `${source.ProviderName} is not a provider of the pool`);
      const linked = store.linkedUser(source.ProviderName!, source.ProviderAttributeValue);
      if (linked && linked !== username)
        return fail(res, 'AliasExistsException', 'The provider user is linked to another user already');
      try {
        await options.cognito.send(
          new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: username }),
        );
      } catch {
        return fail(res, 'UserNotFoundException', 'User does not exist.');
      }
      store.link(source.ProviderName!, source.ProviderAttributeValue, username);
      return send(res, 200, {});
    }
    case 'GlobalSignOut':
    case 'AdminUserGlobalSignOut': {
      const answer = await passOn(req, raw, target, options.upstream);
      if (answer.status === 200) store.endSessionsOf(await namesOf(body, options));
      return relay(res, answer);
    }
    case 'RevokeToken': {
      if (!body.Token || !store.session(body.Token)) break;
      store.endSession(body.Token);
      return send(res, 200, {});
    }
  }
  return relay(res, await passOn(req, raw, target, options.upstream));
}

/** The call as it came, to cognito-local (through what else stands before it). */
function passOn(req: IncomingMessage, raw: Buffer, target: string, upstream: string): Promise<Response> {
  return fetch(upstream, {
    method: 'POST',
    headers: {
      'content-type': String(req.headers['content-type'] ?? JSON_TYPE),
      'x-amz-target': target,
      ...(req.headers.authorization ? { authorization: String(req.headers.authorization) } : {}),
    },
    body: raw,
  });
}

async function relay(res: ServerResponse, answer: Response): Promise<void> {
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? JSON_TYPE });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Every name the person signing out goes by in the pool (user name, e-mail, sub), lower-cased. */
async function namesOf(body: Request, options: CognitoFrontOptions): Promise<Set<string>> {
  let claims: Record<string, unknown> = {};
  try {
    claims = JSON.parse(
      Buffer.from(body.AccessToken?.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
  } catch {
    // No token (the admin call names the user).
  }
  const named = body.Username ?? claims.username ?? claims['cognito:username'] ?? claims.sub;
  const names = new Set([named, claims.email, claims.sub].filter((n) => typeof n === 'string') as string[]);
  if (typeof named === 'string')
    try {
      const user = await options.cognito.send(
        new AdminGetUserCommand({ UserPoolId: options.pool.userPoolId, Username: named }),
      );
      if (user.Username) names.add(user.Username);
      for (const a of user.UserAttributes ?? [])
        if (a.Name === 'email' || a.Name === 'sub') names.add(a.Value ?? '');
    } catch {
      // Gone from the pool: the names in hand are all there are.
    }
  return new Set([...names].filter(Boolean).map((n) => n.toLowerCase()));
}
