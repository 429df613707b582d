/**
 * The single table's shape. The CDK app and the local cloud both create the table from this,
 * and the entities (data/entity.ts) name these indexes, so the three cannot drift.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  ],
  /** Epoch seconds; ephemeral items (connections, quote requests) carry it. Reads still filter on it. */
  ttlAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
} as const;
