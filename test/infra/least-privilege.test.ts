import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { exportFileKey } from '../../lambdas/services/timesheets/export-item';
import { invoiceFileKey } from '../../lambdas/services/invoices/invoice-item';
import { routes } from '../../lambdas/routes';
import {
  areaAccess,
  consumerAccess,
  EXPORT_OBJECTS,
  INVOICE_OBJECTS,
  publicReadAccess,
  type FunctionAccess,
} from '../../lib/config/function-access';
import { leadingKeyPatterns, type TableEntity } from '../../lib/config/leading-keys';
import type { ApiFunction } from '../../lib/constructs/api-function';
import { lambdaEntries } from '../../lib/lambda-entries';
import { paths } from '../../lib/paths';
import { acknowledgements, synthApp } from './support/app';
import { bundleInputs } from './support/bundle-inputs';

const built = synthApp();
const { api, auth, events } = built.stacks;

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** Every statement of the function's role: inline policies and the managed ones it attaches. */
function statementsOf(fn: ApiFunction): Statement[] {
  const stack = fn.role.stack;
  const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnElement);
  const resources = built.template(stack).toJSON().Resources as Record<
    string,
    { Type: string; Properties: Record<string, unknown> }
  >;
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function managedPoliciesOf(fn: ApiFunction): string {
  const stack = fn.role.stack;
  const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnElement);
  const role = built.template(stack).toJSON().Resources[roleId] as {
    Properties: { ManagedPolicyArns?: unknown[] };
  };
  return JSON.stringify(role.Properties.ManagedPolicyArns ?? []);
}

const actionsOf = (fn: ApiFunction) => statementsOf(fn).flatMap((s) => list(s.Action));

/** The function API Gateway invokes for a route key, found through the template. */
function functionBehind(routeKey: string): ApiFunction {
  const resources = built.template(api).toJSON().Resources as Record<
    string,
    { Type: string; Properties: Record<string, unknown> }
  >;
  const route = Object.values(resources).find(
    (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === routeKey,
  );
  expect(route, routeKey).toBeDefined();
  const target = JSON.stringify(route!.Properties.Target);
  const integrationId = Object.keys(resources).find(
    (id) => resources[id]!.Type === 'AWS::ApiGatewayV2::Integration' && target.includes(`"${id}"`),
  );
  const uri = JSON.stringify(resources[integrationId!]!.Properties.IntegrationUri);
  const all = [...api.functions.values(), ...api.publicReaders.values()];
  const fn = all.find((f) =>
    uri.includes(`"${api.getLogicalId(f.fn.node.defaultChild as CfnElement)}"`),
  );
  expect(fn, routeKey).toBeDefined();
  return fn!;
}

const WRITES = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|ConditionCheckItem)$/;

describe('anonymous reads cannot write', () => {
  const publicReads = routes.filter(
    (r) => r.access === 'public' && r.method === 'GET' && publicReadAccess[r.area],
  );

  it('cover the ticker, the articles and the public booking page', () => {
    expect(publicReads.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/ticker',
        '/api/articles',
        '/api/articles/{id}',
        '/api/public/calendars/{slug}',
        '/api/public/calendars/{slug}/slots',
      ]),
    );
  });

  it.each(publicReads)('$method $path runs in a function without writes', (route) => {
    const fn = functionBehind(`${route.method} ${route.path}`);
    const actions = actionsOf(fn);
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => WRITES.test(a))).toEqual([]);
    expect(
      actions.filter((a) => /^(events|ses|s3|cognito-idp|kms|secretsmanager):/.test(a)),
    ).toEqual([]);
    expect(managedPoliciesOf(fn)).toBe('[]');
    // The writes of the same area still reach the area's own function.
    const writer = routes.find((r) => r.area === route.area && r.method !== 'GET');
    if (writer) expect(functionBehind(`${writer.method} ${writer.path}`)).not.toBe(fn);
  });

  it('each reader reaches a subset of its area, read-only', () => {
    for (const [area, reader] of Object.entries(publicReadAccess) as [
      keyof typeof areaAccess,
      FunctionAccess,
    ][]) {
      expect(Object.keys(reader).sort()).toEqual(['items', 'table']);
      expect(reader.table).toBe('RO');
      for (const entity of reader.items ?? []) expect(areaAccess[area].items).toContain(entity);
    }
  });
});

describe('each function reaches its own partitions only', () => {
  const functions = new Map<string, { fn: ApiFunction; access: FunctionAccess }>([
    ...[...api.functions].map(([area, fn]) => [area, { fn, access: areaAccess[area] }] as const),
    ...[...api.publicReaders].map(
      ([area, fn]) => [`${area} (public reads)`, { fn, access: publicReadAccess[area]! }] as const,
    ),
    ...[...events.consumers].map(
      ([name, fn]) => [`events/${name}`, { fn, access: consumerAccess[name]! }] as const,
    ),
    // The pre sign-up trigger reaches the user pool only (pre-sign-up.test.ts).
    ['triggers/pre-sign-up', { fn: auth.preSignUp.function, access: {} }] as const,
  ]);

  // A stream consumer reads the table's stream (records, not items): no partition to name.
  const STREAM_READS = /^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/;

  it.each([...functions.keys()])('%s: every table right carries its LeadingKeys', (name) => {
    const { fn, access } = functions.get(name)!;
    const table = statementsOf(fn).filter((s) =>
      list(s.Action).some((a) => a.startsWith('dynamodb:') && !STREAM_READS.test(a)),
    );
    // The outbox's relay reaches no item: its only table rights are the stream's.
    if (!access.table) {
      expect(table, name).toEqual([]);
      return;
    }
    expect(table.length, name).toBeGreaterThan(0);
    for (const statement of table) {
      expect(statement.Condition).toEqual({
        'ForAllValues:StringLike': {
          'dynamodb:LeadingKeys': leadingKeyPatterns(access.items ?? []),
        },
      });
      expect(list(statement.Action)).not.toContain('dynamodb:Scan');
    }
    expect(managedPoliciesOf(fn)).not.toMatch(/AppRead(Write|Only)/);
  });

  it('lists the articles area exactly: its items, the two article indexes, the closing marks', () => {
    expect(leadingKeyPatterns(areaAccess.articles.items ?? [])).toEqual([
      'ARTICLE#*',
      'ARTICLES',
      'ARTICLES#PUBLISHED',
      'CLOSING#*',
    ]);
    expect(leadingKeyPatterns(publicReadAccess.ticker?.items ?? [])).toEqual(['TICKER']);
  });
});

/** lambdas/keys/<file>.ts of each entity object, read from the modules themselves. */
async function entityFiles(): Promise<Map<TableEntity, string>> {
  const dir = path.join(paths.repoRoot, 'lambdas', 'keys');
  const files = new Map<TableEntity, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && 'entity' in value && 'pk' in value)
        files.set(value as TableEntity, file.replace(/\.ts$/, ''));
    }
  }
  return files;
}

/** The key files whose code ends up in a Lambda's bundle. */
async function keyFilesInBundle(entry: string): Promise<string[]> {
  return (await bundleInputs(entry))
    .filter((file) => file.startsWith('lambdas/keys/'))
    .map((file) => path.basename(file, '.ts'))
    .filter((file) => !['entity', 'key-pattern', 'table-schema'].includes(file))
    .sort();
}

describe('the declared partitions match the code', () => {
  const declared = new Map<string, FunctionAccess>([
    ...Object.entries(areaAccess),
    ...Object.entries(consumerAccess).map(([name, access]) => [`events/${name}`, access] as const),
  ]);
  const entries = lambdaEntries().filter((l) => declared.get(l.name)?.table);

  // File granularity: a key file holding several entities (application.ts, ticker.ts) counts
  // once, so its entities are declared together when the code reaches any of them.
  it.each(entries)(
    '$name lists the entities of exactly the key files its bundle holds',
    async ({ name, entry }) => {
      const files = await entityFiles();
      const items = declared.get(name)!.items ?? [];
      const declaredFiles = [...new Set(items.map((e) => files.get(e)))].sort();
      expect(declaredFiles).toEqual(await keyFilesInBundle(entry));
    },
    60_000,
  );
});

describe('closing accounts', () => {
  const signedIn = new Set(routes.filter((r) => r.access !== 'public').map((r) => r.area));

  it('have their marks read by every function serving signed-in routes, and by no other', () => {
    for (const [area, access] of Object.entries(areaAccess))
      expect(leadingKeyPatterns(access.items ?? []).includes('CLOSING#*'), area).toBe(
        signedIn.has(area as keyof typeof areaAccess),
      );
    for (const [area, reader] of Object.entries(publicReadAccess))
      expect(leadingKeyPatterns(reader.items ?? []), `${area} (public reads)`).not.toContain(
        'CLOSING#*',
      );
  });
});

describe('object rights', () => {
  it('gives the timesheets area the export and invoice files only, without listing the bucket', () => {
    const fn = api.functions.get('timesheets')!;
    const inline = statementsOf(fn).filter((s) => list(s.Action).some((a) => a.startsWith('s3:')));
    expect(inline).toEqual([]);
    const attached = managedPoliciesOf(fn);
    expect(attached).toMatch(/DocumentsReadOnlyOfExports/);
    expect(attached).toMatch(/DocumentsReadOnlyOfInvoices/);
    expect(attached.match(/Documents\w*/g)?.every((p) => /Of(Exports|Invoices)/.test(p))).toBe(
      true,
    );
    const invoiceGlob = new RegExp(`^${INVOICE_OBJECTS.replaceAll('*', '[^]*')}$`);
    expect(invoiceFileKey('user-sub', 'INV-0001')).toMatch(invoiceGlob);

    const policies = built.template(built.stacks.storage).findResources('AWS::IAM::ManagedPolicy', {
      Properties: { Description: `Reads of ${EXPORT_OBJECTS} only` },
    });
    const [policy] = Object.values(policies) as {
      Properties: { PolicyDocument: { Statement: Statement[] } };
    }[];
    const [statement, ...others] = policy!.Properties.PolicyDocument.Statement;
    expect(others).toEqual([]);
    expect(statement!.Action).toBe('s3:GetObject');
    expect(JSON.stringify(statement!.Resource)).toContain(`/${EXPORT_OBJECTS}"`);
    // The pattern matches the keys the export consumer writes.
    const glob = new RegExp(`^${EXPORT_OBJECTS.replaceAll('*', '[^]*')}$`);
    expect(exportFileKey('user-sub', 'export-id', 'pdf')).toMatch(glob);
  });
});

describe('cdk-nag acknowledgements', () => {
  it('name the one finding they accept: no blanket IAM5', () => {
    const acks = acknowledgements(built.app).filter((a) => a.rule.startsWith('AwsSolutions-IAM'));
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.rule, ack.path).toMatch(/^AwsSolutions-IAM[45]\[(Resource|Action|Policy)::.+\]$/);
    }
  });

  it('accept Resource::* only where AWS allows no resource (X-Ray, invalidations, ListStreams)', () => {
    const star = acknowledgements(built.app).filter((a) => a.rule.endsWith('[Resource::*]'));
    for (const ack of star) {
      expect(ack.reason, ack.path).toMatch(/X-Ray|CreateInvalidation|ListStreams/);
    }
  });
});
