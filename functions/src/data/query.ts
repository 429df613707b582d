import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from './client.js';
import { Expression } from './conditions.js';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor.js';
import { InvalidCursor } from './errors.js';
import { fieldsOf, keysFor, type IndexDefinition } from './keys.js';

/** How an entity's query of one of its indexes becomes a Query request, and its cursor (entity.ts). */

type Values = Record<string, unknown>;

/** A query's options with its composites untyped; entity.ts types them per index. */
export interface RawQueryOptions {
  /** Leading sort-key composites to match whole, in declaration order. */
  sk?: Values;
  /** A range or prefix of the sort key (instead of `sk`). */
  range?: Values;
  order?: 'asc' | 'desc';
  limit?: number;
  cursor?: string | null;
  consistent?: boolean;
}

export function queriesOf(
  name: string,
  indexes: Record<string, IndexDefinition>,
  primaryFields: { pk: string; sk: string },
) {
  const { pkValue, sortKeyCondition } = keysFor(name);

  /** The key condition of a query, and what a cursor must hold to continue it. */
  function keyCondition(indexName: string, pk: Values, options: RawQueryOptions) {
    const index = indexes[indexName]!;
    const f = fieldsOf(index);
    const e = new Expression();
    const partition = pkValue(index, pk);
    const sort = sortKeyCondition(index, e, options.sk, options.range);
    const condition = [`${e.name(f.pk)} = ${e.value(partition)}`, sort?.condition]
      .filter(Boolean)
      .join(' AND ');
    const scope: CursorScope = {
      index: index.index ?? 'table',
      keyFields: [primaryFields.pk, primaryFields.sk, f.pk, f.sk],
      partition: { field: f.pk, value: partition },
      sortKey: sort && { field: f.sk, accepts: sort.accepts },
    };
    return { index, expression: e, condition, scope };
  }

  async function runQuery(indexName: string, pk: Values, options: RawQueryOptions, select?: 'COUNT') {
    const { index, expression, condition, scope } = keyCondition(indexName, pk, options);
    const input: QueryCommandInput = {
      TableName: table(),
      IndexName: index.index,
      KeyConditionExpression: condition,
      ...expression.attributes(),
      ScanIndexForward: options.order !== 'desc',
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, scope),
      ConsistentRead: options.consistent,
      Select: select,
    };
    try {
      const result = await dynamo.send(new QueryCommand(input));
      return { result, cursor: encodeCursor(scope.index, result.LastEvaluatedKey) };
    } catch (error) {
      // DynamoDB refuses a start key it cannot place in this query: the cursor's fault, not ours.
      if (options.cursor && (error as { name?: string }).name === 'ValidationException')
        throw new InvalidCursor('refused by the index');
      throw error;
    }
  }

  return { runQuery };
}
