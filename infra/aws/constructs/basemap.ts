import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as location from 'aws-cdk-lib/aws-location';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface BasemapProps {
  /** The web app's origin: only its pages may use the map's key. */
  appUrl: string;
}

/**
 * The directory's map tiles: an Amazon Location Service map and an API key that may only read
 * it, from the app's own pages. The browser needs the key's value in its style URL, which
 * CloudFormation does not return, so a custom resource reads it once per key.
 */
export class Basemap extends Construct {
  readonly map: location.CfnMap;
  readonly apiKey: location.CfnAPIKey;
  /** The MapLibre style descriptor, key included, that /config.json hands the browser. */
  readonly styleUrl: string;

  constructor(scope: Construct, id: string, props: BasemapProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.map = new location.CfnMap(this, 'Map', {
      mapName: `${stack.stackName}-directory`,
      configuration: { style: 'VectorEsriNavigation' },
      description: 'Basemap of the network directory',
    });
    this.apiKey = new location.CfnAPIKey(this, 'ApiKey', {
      keyName: `${stack.stackName}-directory-map`,
      description: 'Lets the web app read the directory basemap',
      noExpiry: true,
      restrictions: {
        allowActions: ['geo:GetMap*'],
        allowResources: [this.map.attrArn],
        allowReferers: [`${props.appUrl}/*`],
      },
    });

    const keyValue = new cr.AwsCustomResource(this, 'ApiKeyValue', {
      onUpdate: {
        service: 'Location',
        action: 'DescribeKey',
        parameters: { KeyName: this.apiKey.keyName },
        physicalResourceId: cr.PhysicalResourceId.of(this.apiKey.attrKeyArn),
        outputPaths: ['Key'],
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['geo:DescribeKey'], resources: [this.apiKey.attrKeyArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    keyValue.node.addDependency(this.apiKey);
    this.styleUrl = `https://maps.geo.${stack.region}.amazonaws.com/maps/v0/maps/${this.map.mapName}/style-descriptor?key=${keyValue.getResponseField('Key')}`;

    // The provider is a CDK-owned singleton function at stack level, named after its fixed uuid.
    const provider = stack.node.tryFindChild(
      `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    if (provider)
      Validations.of(provider).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason:
            'The AwsCustomResource provider is owned by aws-cdk-lib, which chooses its runtime; it runs only during deployments.',
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            'The CDK-owned custom resource provider only needs CloudWatch Logs from this managed policy.',
        },
      );
  }
}
