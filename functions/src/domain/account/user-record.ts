import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from '../../data/client.js';
import { ConditionFailed, type Condition } from '../../data/entity.js';
import { tableDefinition } from '../../data/table.definition.js';
import { User, type UserItem } from '../user/user.entity.js';

const Settable = User.schema
  .pick({ firstName: true, lastName: true, sortName: true, lastSigninDate: true })
  .partial();
type Settable = Partial<Pick<UserItem, 'firstName' | 'lastName' | 'sortName' | 'lastSigninDate'>>;

/**
 * Sets only the given attributes of a user record (and the index keys that follow them).
 * Why not `User.update`: changing `sortName` makes it rebuild the company index key, which it
 * refuses without `tenantId`, so a user who has not onboarded yet could not change their name;
 * and passing `tenantId` from a read could write back a stale company. Keys still come from
 * the entity, never by hand.
 */
export async function setUserAttributes(
  current: UserItem,
  changes: Settable,
  condition?: Condition,
): Promise<UserItem> {
  const valid = Settable.parse(changes);
  const merged = { ...current, ...valid };
  const {
    [tableDefinition.partitionKey]: pk,
    [tableDefinition.sortKey]: sk,
    ...indexKeys
  } = User.keys(merged);
  // Only the index keys built from what changed need rewriting (sortName feeds the company list's sort key).
  const keyChanges =
    valid.sortName !== undefined
      ? Object.fromEntries(Object.entries(indexKeys).filter(([k]) => k.startsWith('gsi1')))
      : {};
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = { '#pk': tableDefinition.partitionKey, ...condition?.names };
  const sets = Object.entries({ ...valid, ...keyChanges }).map(([attr, value], i) => {
    names[`#s${i}`] = attr;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  if (!sets.length) return current;
  Object.assign(values, condition?.values);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: { [tableDefinition.partitionKey]: pk, [tableDefinition.sortKey]: sk },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: ['attribute_exists(#pk)', condition?.expression]
          .filter(Boolean)
          .map((c) => `(${c})`)
          .join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConditionFailed(User.name);
    throw error;
  }
  return merged;
}
