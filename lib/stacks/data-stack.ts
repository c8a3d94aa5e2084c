import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import { AppTable } from '../constructs/app-table';

/**
 * Stateful: the single DynamoDB table, and the KMS key that encrypts the OAuth refresh tokens
 * stored in it (kept with the data: without it those tokens are lost). Deployed first and
 * protected from deletion.
 */
export class DataStack extends Stack {
  readonly table: AppTable;
  readonly tokenKey: Key;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    this.table = new AppTable(this, 'App');
    // The key policy trusts the account's IAM; each function that may use the key is granted
    // Encrypt and/or Decrypt on it alone, for its own kinds of token only (the encryption
    // context's `purpose`; lib/config/function-access.ts, `tokenCipher`).
    this.tokenKey = new Key(this, 'TokenKey', {
      description: 'vCISO Hub: encrypts calendar OAuth refresh tokens stored in the app table',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
