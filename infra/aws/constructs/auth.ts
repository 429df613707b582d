import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { Authority } from '@polyloop/shared';

/** Sign-in: one user pool, one public app client (the SPA), one group per authority. */
export interface AuthProps {
  /** The managed-login (hosted UI) domain's prefix: `https://<prefix>.auth.<region>.amazoncognito.com`. */
  domainPrefix: string;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** Managed login: where single sign-on starts (`/oauth2/authorize`) and ends (`/oauth2/token`). */
  readonly domain: cognito.UserPoolDomain;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      // The product e-mails its own verification codes through SES and marks the address verified.
      autoVerify: { email: false },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      customAttributes: { tenantId: new cognito.StringAttribute({ mutable: true }) },
      // Two-step sign-in with an authenticator app: each person may turn it on, a company may
      // require it of everyone (the app leads them to set it up). No SMS: no SNS, no phone numbers.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional per person, not required of the whole pool: a company requires it of its own people, which the app enforces at sign-in.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan is billed per monthly active user; the Essentials plan with a strong password policy and email verification covers launch, revisit with traffic.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan (billed per active user); the strong password policy and email verification cover launch, revisit with traffic.',
      },
    );

    // SRP: the browser proves it knows the password without sending it. Not USER_PASSWORD_AUTH,
    // which only the local cloud's cognito-local needs (its /config.json says so). Refresh tokens
    // are always allowed. No secret: the client is a browser.
    // Managed login's OAuth side (single sign-on): the authorization code flow only, which the
    // browser runs with PKCE (no secret); the callback addresses are set by `allowSignInAt`.
    this.client = this.userPool.addClient('WebClient', {
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
      },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      // What a signed-in person may change about themselves with their own token: the e-mail
      // address (sign-up sends it) and nothing else. Without a list Cognito lets them write every
      // mutable attribute, `custom:tenantId` included, which their next token would carry.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true }),
    });

    this.domain = this.userPool.addDomain('ManagedLogin', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
      managedLoginVersion: cognito.ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });
    // Managed login v2 shows a page only with a style: Cognito's own, for the rare person who
    // lands there without an identity provider named (the app always names one).
    new cognito.CfnManagedLoginBranding(this, 'ManagedLoginBranding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    }).addResourceDependency(this.domain.node.defaultChild as cognito.CfnUserPoolDomain);

    for (const groupName of Authority.options) {
      new cognito.UserPoolGroup(this, groupName, { userPool: this.userPool, groupName });
    }
  }

  /**
   * The addresses managed login may send people back to: the app's `/auth/callback` after a
   * sign-in, its sign-in page after a sign-out. Set once the app's origin is known (its
   * CloudFront address is made after the pool).
   */
  allowSignInAt(appOrigin: string): void {
    const client = this.client.node.defaultChild as cognito.CfnUserPoolClient;
    client.callbackUrLs = [`${appOrigin}/auth/callback`];
    client.logoutUrLs = [`${appOrigin}/login`];
  }

  /**
   * Runs `trigger` before each sign-up: single sign-on's membership rule. The pool names it by
   * its ARN built from its name, not by a reference: the function reads the pool's id like every
   * function does, and a reference each way would make the pool and its trigger wait on each other.
   * The permission to invoke it waits for the function.
   */
  usePreSignUp(trigger: { fn: lambda.IFunction; functionName: string }): void {
    const stack = Stack.of(this);
    const pool = this.userPool.node.defaultChild as cognito.CfnUserPool;
    pool.addPropertyOverride(
      'LambdaConfig.PreSignUp',
      stack.formatArn({
        service: 'lambda',
        resource: 'function',
        resourceName: trigger.functionName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    );
    new lambda.CfnPermission(this, 'PreSignUpInvoke', {
      action: 'lambda:InvokeFunction',
      functionName: trigger.fn.functionName,
      principal: 'cognito-idp.amazonaws.com',
      sourceArn: this.userPool.userPoolArn,
      sourceAccount: stack.account,
    });
  }

  /** `https://<prefix>.auth.<region>.amazoncognito.com`, where managed login answers. */
  get managedLoginUrl(): string {
    return this.domain.baseUrl();
  }

  /** https://cognito-idp.{region}.amazonaws.com/{userPoolId}, the `iss` claim of its tokens. */
  get issuer(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
