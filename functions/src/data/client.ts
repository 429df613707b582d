import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env.js';

const base = new DynamoDBClient({});
// The SDK's logger step filters every request and answer for sensitive fields before handing them
// to its logger, which by default discards them: work on every call for nothing (we log ourselves).
base.middlewareStack.remove('loggerMiddleware');

/** One client per module load (warm Lambdas reuse it). */
export const dynamo = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true },
});

export const table = () => env().TABLE_NAME;
