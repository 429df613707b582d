import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '@polyloop/functions/data/table.definition';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** The single table, built from the same definition the local cloud and the entities use. */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Business data outlives a stack deletion; deletion protection guards the console path too.
      removalPolicy: RemovalPolicy.RETAIN,
      stream: dynamodb.StreamViewType[tableDefinition.stream],
      timeToLiveAttribute: tableDefinition.ttlAttribute,
    });
    for (const index of tableDefinition.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
