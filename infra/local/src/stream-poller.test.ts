import { describe, expect, it } from 'vitest';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { toLambdaRecord } from './stream-poller.js';

describe('the local stream poller', () => {
  it("gives Lambda an empty map as DynamoDB does, where DynamoDB Local's stream leaves out its type", () => {
    // As DynamoDB Local's GetRecords answers an item holding an empty map, a nested one and an empty list.
    const image = { pk: { S: 'view#1' }, filters: {}, nested: { M: { inner: {} } }, columns: { L: [] } } as unknown as Record<string, AttributeValue>;
    const record = toLambdaRecord({ eventID: 'e1', eventName: 'INSERT', dynamodb: { NewImage: image, SequenceNumber: '1', StreamViewType: 'NEW_AND_OLD_IMAGES' } }, 'arn:stream');
    const newImage = record.dynamodb.NewImage as Record<string, AttributeValue>;
    expect(newImage.filters).toEqual({ M: {} });
    expect(unmarshall(newImage)).toEqual({ pk: 'view#1', filters: {}, nested: { inner: {} }, columns: [] });
  });
});
