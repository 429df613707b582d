import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env.js';
import { tableDefinition } from './table.definition.js';

/** One client per module load (warm Lambdas reuse it). */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const table = () => env().TABLE_NAME;

/** ElectroDB index declarations for the generic keys of the single table. */
export const indexes = {
  primary: { pk: { field: tableDefinition.partitionKey }, sk: { field: tableDefinition.sortKey } },
  gsi1: { index: 'gsi1', pk: { field: 'gsi1pk' }, sk: { field: 'gsi1sk' } },
  gsi2: { index: 'gsi2', pk: { field: 'gsi2pk' }, sk: { field: 'gsi2sk' } },
  gsi3: { index: 'gsi3', pk: { field: 'gsi3pk' }, sk: { field: 'gsi3sk' } },
} as const;

export const entityConfig = () => ({ client: dynamo, table: table() });
