import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { localClientConfig, type LocalConfig } from './config.js';
import { readyOrStopped, spawnService, stopLeftover, type ManagedProcess } from './processes.js';

const require = createRequire(import.meta.url);

export const userPoolName = 'polyloop';
export const appClientName = 'polyloop-web';
export const groups = ['ROLE_PLATFORM_ADMIN', 'ROLE_USER_ADMIN', 'ROLE_USER'] as const;

const CognitoIds = z.object({ userPoolId: z.string().min(1), clientId: z.string().min(1) });
export type CognitoIds = z.infer<typeof CognitoIds>;

export interface CognitoEndpoints {
  /** Where the SDK and the browser talk to cognito-local. */
  endpoint: string;
  /** `iss` of every token cognito-local signs for the pool. */
  issuer: string;
  jwksUri: string;
}

export function cognitoEndpoints(port: number, userPoolId: string): CognitoEndpoints {
  const base = `http://localhost:${port}`;
  return {
    endpoint: `${base}/`,
    issuer: `${base}/${userPoolId}`,
    jwksUri: `${base}/${userPoolId}/.well-known/jwks.json`,
  };
}

export function cognitoClient(port: number): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient(localClientConfig(`http://127.0.0.1:${port}`));
}

/**
 * cognito-local keeps its config and users in `.cognito/` under its working directory. The
 * config pins the address it listens on (IPv4 loopback, which the port check covers) and the
 * issuer domain it writes into tokens (`localhost`, which the browser and handlers use).
 */
export async function startCognito(config: LocalConfig): Promise<ManagedProcess> {
  const port = config.ports.cognito;
  const cwd = config.paths.cognito;
  fs.mkdirSync(path.join(cwd, '.cognito'), { recursive: true });
  fs.writeFileSync(
    path.join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: `http://localhost:${port}` },
        ServerConfig: { port, hostname: '127.0.0.1' },
      },
      null,
      2,
    ),
  );
  const entry = path.join(
    path.dirname(require.resolve('cognito-local/package.json')),
    'lib',
    'bin',
    'start.js',
  );
  const service = spawnService({
    name: 'Cognito (cognito-local)',
    command: process.execPath,
    args: [entry],
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1' },
    logFile: path.join(config.paths.logs, 'cognito.log'),
    pidFile: cognitoPidFile(config),
  });
  return readyOrStopped(service, cognitoClient(port), (client) =>
    client.send(new ListUserPoolsCommand({ MaxResults: 1 })),
  );
}

export const cognitoPidFile = (config: LocalConfig) => path.join(config.paths.cognito, 'cognito.pid');
export const stopLeftoverCognito = (config: LocalConfig) =>
  stopLeftover(cognitoPidFile(config), 'cognito-local');

/**
 * Creates the user pool, app client and role groups on first start and records their ids;
 * later starts reuse them (checking they still exist, so a wiped `.cognito/` is rebuilt).
 */
export async function bootstrapUserPool(
  client: CognitoIdentityProviderClient,
  idsFile: string,
): Promise<CognitoIds & { created: boolean }> {
  const saved = readIds(idsFile);
  if (saved && (await exists(client, saved))) {
    await ensureGroups(client, saved.userPoolId);
    await ensureMfa(client, saved.userPoolId);
    return { ...saved, created: false };
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: userPoolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Schema: [{ Name: 'tenantId', AttributeDataType: 'String', Mutable: true }],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created a user pool without an id');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: appClientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // As the CDK app's client: people may write their e-mail address, never `custom:tenantId`.
      // cognito-local keeps the list without enforcing it; the gateway's `/_cognito` forwards no
      // attribute updates, and the server takes the company from the user record anyway.
      WriteAttributes: ['email'],
    }),
  );
  const clientId = appClient.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created an app client without an id');
  await ensureGroups(client, userPoolId);
  await ensureMfa(client, userPoolId);
  const ids = { userPoolId, clientId };
  fs.mkdirSync(path.dirname(idsFile), { recursive: true });
  fs.writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  return { ...ids, created: true };
}

function readIds(file: string): CognitoIds | undefined {
  try {
    return CognitoIds.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

async function exists(client: CognitoIdentityProviderClient, ids: CognitoIds): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * As the CDK app's pool: two-step sign-in is optional per person, with an authenticator app
 * (cognito-local checks the codes against the person's secret, RFC 6238, a step either way).
 */
async function ensureMfa(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const existing = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const names = new Set((existing.Groups ?? []).map((group) => group.GroupName));
  for (const GroupName of groups.filter((name) => !names.has(name))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
  }
}
