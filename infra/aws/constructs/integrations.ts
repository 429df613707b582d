import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as location from 'aws-cdk-lib/aws-location';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** Name of the secret the operator fills with `{"apiKey","webhookSecret"}` from Stripe. */
export const billingSecretName = 'polyloop/billing';

/**
 * The third-party services behind the geocoding and billing ports: an Amazon Location place
 * index (address autocomplete in the US and Canada) and the secret holding Stripe's keys.
 */
export class Integrations extends Construct {
  readonly placeIndex: location.CfnPlaceIndex;
  readonly billingSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.placeIndex = new location.CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${Stack.of(this).stackName}-places`,
      dataSource: 'Esri',
      // Results are shown to the user and copied into the company's own address records once;
      // nothing stores Esri's results as a dataset, which is what Storage would be for.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
      description: 'Address suggestions and details for US and Canadian addresses',
    });

    // Created with a placeholder: the operator puts the real keys in after the first deploy, and
    // the Stripe adapter answers 503 "not configured" until then.
    this.billingSecret = new secretsmanager.Secret(this, 'BillingSecret', {
      secretName: billingSecretName,
      description:
        'Stripe API key and webhook signing secret: {"apiKey":"sk_...","webhookSecret":"whsec_..."}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ apiKey: '', webhookSecret: '' }),
        generateStringKey: 'placeholder',
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.billingSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Rotation is not applicable: the secret holds Stripe's API key and webhook signing secret, which are issued and rolled in Stripe's dashboard, not by a rotation Lambda.",
    });
  }
}
