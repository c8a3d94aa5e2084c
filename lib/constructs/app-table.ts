import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { RETENTION } from '../../contracts/account/retention';
import { indexKeys, tableDef } from '../../lambdas/keys/table-schema';
import type { AccessMode } from '../config/function-access';
import { keepExported } from './bindable';
import type { Bindable } from './bindable';

/**
 * Item-level reads. No Scan: the design keeps every request path to Query/GetItem, and leaving it
 * out of the policy makes that a rule rather than a habit.
 */
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** TransactWriteItems is authorised per contained action, hence ConditionCheckItem. */
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** The single table (keys from `table-def.ts`) and its read-only / read-write policies. */
export class AppTable extends Construct implements Bindable {
  readonly table: Table;
  readonly envName = 'TABLE_NAME' as const;
  private readonly policies: Record<AccessMode, ManagedPolicy>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDef.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDef.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Deleted items stay restorable for this long: within what the privacy page promises.
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: true,
        recoveryPeriodInDays: RETENTION.tableBackupDays,
      },
      // Feeds live ticker updates (the realtime stack) and audit consumers.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: tableDef.ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDef.indexes) {
      const keys = indexKeys(index);
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: keys.pk, type: AttributeType.STRING },
        sortKey: { name: keys.sk, type: AttributeType.STRING },
      });
    }

    // Index ARNs are listed one by one (no `/index/*`), so the policies hold no wildcard.
    const resources = [
      this.table.tableArn,
      ...tableDef.indexes.map((index) => `${this.table.tableArn}/index/${index}`),
    ];
    const read = new PolicyStatement({ actions: READ_ACTIONS, resources });
    const write = new PolicyStatement({ actions: WRITE_ACTIONS, resources: [this.table.tableArn] });
    this.policies = {
      RO: new ManagedPolicy(this, 'ReadOnly', {
        description: 'Item reads on the app table and its indexes',
        statements: [read],
      }),
      RW: new ManagedPolicy(this, 'ReadWrite', {
        description: 'Item reads and writes on the app table',
        statements: [read, write],
      }),
    };
    keepExported(this.policies);
  }

  /**
   * Item rights limited to partitions by IAM's `dynamodb:LeadingKeys` (patterns such as
   * `ARTICLE#*`, see `leadingKeyPatterns`). `ForAllValues` holds for a request without leading
   * keys too, which only Scan is, and Scan is granted to no one.
   */
  statements(mode: AccessMode, leadingKeys: readonly string[]): PolicyStatement[] {
    if (leadingKeys.length === 0) throw new Error('Table rights need at least one partition');
    const conditions = {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...leadingKeys] },
    };
    const read = new PolicyStatement({
      actions: READ_ACTIONS,
      resources: [
        this.table.tableArn,
        ...tableDef.indexes.map((index) => `${this.table.tableArn}/index/${index}`),
      ],
      conditions,
    });
    if (mode === 'RO') return [read];
    return [
      read,
      new PolicyStatement({ actions: WRITE_ACTIONS, resources: [this.table.tableArn], conditions }),
    ];
  }

  get envValue(): string {
    return this.table.tableName;
  }

  accessPolicy(mode: AccessMode): IManagedPolicy {
    return this.policies[mode];
  }
}
