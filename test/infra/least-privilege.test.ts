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
  postConfirmationItems,
  publicReadAccess,
  type FunctionAccess,
} from '../../lib/config/function-access';
import { leadingKeyPatterns, type TableEntity } from '../../lib/config/leading-keys';
import { professionalProfileKeys } from '../../lambdas/keys/professional-profile';
import { bookingLockKeys } from '../../lambdas/keys/booking-lock';
import { calendarConnectionKeys } from '../../lambdas/keys/calendar-connection';
import { clientKeys } from '../../lambdas/keys/client';
import { dataExportKeys } from '../../lambdas/keys/data-export';
import { engagementKeys } from '../../lambdas/keys/engagement';
import { invoiceCounterKeys, invoiceKeys } from '../../lambdas/keys/invoice';
import type { KeyPattern } from '../../lambdas/keys/key-pattern';
import { runningTimerKeys, timerRegistryKeys } from '../../lambdas/keys/timer';
import { TOKEN_KINDS, type TokenKind } from '../../lambdas/ports/token-cipher';
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
        '/api/public/booking-pages/{slug}',
        '/api/public/booking-pages/{slug}/slots',
      ]),
    );
  });

  it.each(publicReads)('$method $path runs in a function without writes', (route) => {
    const fn = functionBehind(`${route.method} ${route.path}`);
    const actions = actionsOf(fn);
    // The health check reads nothing at all.
    if (publicReadAccess[route.area]?.table) expect(actions).toContain('dynamodb:Query');
    else expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
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
      // APP_ORIGIN is no right, only the site's address (the articles' sitemap writes its links).
      expect(['items', 'table', 'appOrigin']).toEqual(expect.arrayContaining(Object.keys(reader)));
      if (reader.appOrigin) expect(areaAccess[area].appOrigin).toBe(true);
      if (reader.table) expect(reader.table).toBe('RO');
      for (const entity of reader.items ?? []) expect(areaAccess[area].items).toContain(entity);
    }
  });
});

/**
 * The post confirmation trigger's partitions, as the checks below read an access: it only writes
 * there (its actions are checked in post-confirmation.test.ts).
 */
const postConfirmationAccess: FunctionAccess = { table: 'RW', items: postConfirmationItems };

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
    // The post confirmation trigger writes its own partitions (post-confirmation.test.ts).
    [
      'triggers/post-confirmation',
      { fn: auth.postConfirmation.function, access: postConfirmationAccess },
    ] as const,
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
    ['triggers/post-confirmation', postConfirmationAccess] as const,
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

/** IAM's StringLike: `*` any run of characters, `?` any one. */
const like = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.')}$`,
  ).test(value);

/**
 * Whether some partition value of `template` (an entity's, or one of its indexes') can match the
 * LeadingKeys pattern: an exact pattern names one key; `P*` reaches every template whose keys can
 * begin with `P` (so `USER#*` reaches `USER#{sub}` and `USER#{sub}#CALS`, not `INVOICE#{sub}`).
 */
function patternReaches(pattern: string, template: KeyPattern<string>): boolean {
  if (!pattern.includes('*'))
    return template.fixed ? template.template === pattern : !!template.parse(pattern);
  const head = pattern.slice(0, pattern.indexOf('*'));
  if (template.fixed) return like(pattern, template.template);
  return template.prefix.startsWith(head) || head.startsWith(template.prefix);
}

/** Every entity whose items or index entries a function's LeadingKeys let it name. */
async function entitiesReached(access: FunctionAccess): Promise<string[]> {
  const patterns = access.table ? leadingKeyPatterns(access.items ?? []) : [];
  const entities = [...(await entityFiles()).keys()];
  return entities
    .filter((e) =>
      [e.pk, ...Object.values(e.indexes).map((index) => index.pk)].some((template) =>
        patterns.some((pattern) => patternReaches(pattern, template)),
      ),
    )
    .map((e) => e.entity)
    .sort();
}

/** What no anonymous caller's function may name: a consultant's money, time and own data. */
const PRIVATE = [
  invoiceKeys,
  invoiceCounterKeys,
  professionalProfileKeys,
  runningTimerKeys,
  timerRegistryKeys,
  dataExportKeys,
  calendarConnectionKeys,
  engagementKeys,
  // A client's address, tax id and contacts (people of another organisation).
  clientKeys,
].map((e) => e.entity);

/** Each function with its rights, and whether only anonymous callers reach it. */
function everyFunction(): {
  name: string;
  fn: ApiFunction;
  access: FunctionAccess;
  anonymous: boolean;
}[] {
  const publicOnly = (area: string) =>
    routes.filter((r) => r.area === area).every((r) => r.access === 'public');
  return [
    ...[...api.functions].map(([area, fn]) => ({
      name: area,
      fn,
      access: areaAccess[area],
      anonymous: publicOnly(area),
    })),
    ...[...api.publicReaders].map(([area, fn]) => ({
      name: `${area} (public reads)`,
      fn,
      access: publicReadAccess[area]!,
      anonymous: true,
    })),
    ...[...events.consumers].map(([name, fn]) => ({
      name: `events/${name}`,
      fn,
      access: consumerAccess[name]!,
      anonymous: false,
    })),
  ];
}

describe('least privilege by entity', () => {
  const all = everyFunction();
  const anonymous = all.filter((f) => f.anonymous);

  it('knows the anonymous functions: booking, signing, the OAuth callback, the public reads', () => {
    expect(anonymous.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'booking',
        'oauth',
        'signing',
        'booking (public reads)',
        'articles (public reads)',
        'ticker (public reads)',
      ]),
    );
    expect(anonymous.map((f) => f.name)).not.toContain('timesheets');
    expect(anonymous.map((f) => f.name)).not.toContain('invoices');
  });

  it('finds what a prefix reaches: the invoices function reaches the invoices', async () => {
    expect(await entitiesReached(areaAccess.invoices)).toEqual(
      expect.arrayContaining(['invoice', 'invoice counter', 'professional profile']),
    );
    expect(await entitiesReached(areaAccess.timesheets)).toEqual(
      expect.arrayContaining(['professional profile', 'running timer']),
    );
    // `USER#*` reaches every entity under the account's shared partition and its indexes.
    expect(await entitiesReached({ table: 'RO', items: [bookingLockKeys] })).toEqual(
      expect.arrayContaining(['booking lock', 'booking page ref', 'library', 'booking page']),
    );
  });

  it.each(anonymous.map((f) => f.name))(
    '%s reaches no invoice, professional profile, timer, data archive, calendar connection or engagement',
    async (name) => {
      const { access } = anonymous.find((f) => f.name === name)!;
      const reached = await entitiesReached(access);
      expect(reached.filter((entity) => PRIVATE.includes(entity))).toEqual([]);
    },
  );

  it("the booking function's policy refuses a read of an invoice item, and allows its own", () => {
    const booking = api.functions.get('booking')!;
    const allows = (action: string, pk: string) =>
      statementsOf(booking).some(
        (s) =>
          list(s.Action).includes(action) &&
          (s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? []).some((p) =>
            like(p, pk),
          ),
      );
    const invoice = invoiceKeys.key({ sub: 'consultant-1', kind: 'invoice', number: '00000001' });
    expect(allows('dynamodb:GetItem', invoice.PK)).toBe(false);
    expect(
      allows('dynamodb:Query', invoiceKeys.indexPartition('GSI1', { sub: 'consultant-1' })),
    ).toBe(false);
    expect(
      allows('dynamodb:GetItem', professionalProfileKeys.key({ sub: 'consultant-1' }).PK),
    ).toBe(false);
    expect(allows('dynamodb:GetItem', runningTimerKeys.key({ sub: 'consultant-1' }).PK)).toBe(
      false,
    );
    // The same check passes the keys it needs: a day lock of the page's owner.
    expect(
      allows(
        'dynamodb:GetItem',
        bookingLockKeys.key({ sub: 'consultant-1', day: '2026-06-08' }).PK,
      ),
    ).toBe(true);
  });

  it('keeps invoices out of the timesheets function, and timers and approval links out of the invoices one', async () => {
    const timesheets = await entitiesReached(areaAccess.timesheets);
    expect(timesheets.filter((e) => ['invoice', 'invoice counter'].includes(e))).toEqual([]);
    const invoices = await entitiesReached(areaAccess.invoices);
    const timesheetsOnly = [
      'running timer',
      'timer registry',
      'timesheet approval token',
      'data archive',
      'calendar connection',
    ];
    expect(invoices.filter((e) => timesheetsOnly.includes(e))).toEqual([]);
    // Nor does it seal a token, publish, or mail: its PDFs are drawn and mailed off its events.
    expect(
      actionsOf(api.functions.get('invoices')!).filter((a) => /^(kms|events|ses):/.test(a)),
    ).toEqual([]);
  });

  it('gives the engagements function its engagements and their clients, and asks for letters through the outbox', async () => {
    const reached = await entitiesReached(areaAccess.engagements);
    expect(reached).toEqual(expect.arrayContaining(['client', 'engagement', 'outbox event']));
    // Its budget counts the linked pages' meetings and time entries, read by page and engagement.
    expect(reached).toEqual(expect.arrayContaining(['booking page', 'meeting', 'timesheet entry']));
    // The letter is drawn and sent off the request, by the engagement letters consumer.
    const kept = [
      'document',
      'workflow step',
      'signing token',
      'library',
      'invoice',
      'invoice counter',
      'running timer',
      'calendar connection',
      'data export',
    ];
    expect(reached.filter((e) => kept.includes(e))).toEqual([]);
    const actions = actionsOf(api.functions.get('engagements')!);
    expect(actions.filter((a) => /^(s3|kms|events|ses):/.test(a))).toEqual([]);
  });

  it("gives the engagement letters consumer the engagements and their letters' documents, and nothing of the time or invoices", async () => {
    const reached = await entitiesReached(consumerAccess['engagement-letters']!);
    // A letter is sent through the documents' own steps: its document in the owner's library,
    // its signers' links, the outbox for their mails.
    expect(reached).toEqual(
      expect.arrayContaining([
        'engagement',
        'document',
        'workflow step',
        'signing token',
        'library',
        'outbox event',
      ]),
    );
    const kept = ['invoice', 'timesheet entry', 'running timer', 'calendar connection', 'meeting'];
    expect(reached.filter((e) => kept.includes(e))).toEqual([]);
    // It seals signing links with the token key and stores the letter's PDF, but never
    // publishes or mails: the outbox's relay does, and the signing mail consumer.
    const actions = actionsOf(events.consumers.get('engagement-letters')!);
    expect(actions.filter((a) => /^(events|ses):/.test(a))).toEqual([]);
    expect(actions).toContain('kms:Encrypt');
  });

  it('gives the clients function the clients and their pages, and no invoice, timer or profile', async () => {
    const reached = await entitiesReached(areaAccess.clients);
    expect(reached).toEqual(expect.arrayContaining(['client', 'booking page', 'timesheet entry']));
    const kept = ['invoice', 'invoice counter', 'professional profile', 'running timer'];
    expect(reached.filter((e) => kept.includes(e))).toEqual([]);
    expect(reached).not.toContain('calendar connection');
    // Nor does it hold a file, a token key, the bus or mail: a client is table items only.
    expect(
      actionsOf(api.functions.get('clients')!).filter((a) => /^(s3|kms|events|ses):/.test(a)),
    ).toEqual([]);
  });

  it('each kind of sealed token opens only in the functions that declare it', () => {
    for (const { name, fn, access } of all) {
      const granted = { encrypt: [] as string[], decrypt: [] as string[] };
      for (const statement of statementsOf(fn)) {
        for (const action of list(statement.Action).filter((a) => a.startsWith('kms:'))) {
          const kinds = statement.Condition?.StringEquals?.['kms:EncryptionContext:purpose'];
          // No KMS right without the condition naming its kinds.
          expect(kinds, `${name} ${action}`).toBeDefined();
          expect(['kms:Encrypt', 'kms:Decrypt'], name).toContain(action);
          granted[action === 'kms:Encrypt' ? 'encrypt' : 'decrypt'].push(...kinds!);
        }
      }
      expect(granted, name).toEqual({
        encrypt: [...(access.tokenCipher?.encrypt ?? [])].sort(),
        decrypt: [...(access.tokenCipher?.decrypt ?? [])].sort(),
      });
      for (const kind of [...granted.encrypt, ...granted.decrypt])
        expect(TOKEN_KINDS, name).toContain(kind);
    }
  });

  it('no anonymous function seals or opens a calendar refresh token, or calls a provider', () => {
    for (const { name, fn, access } of anonymous) {
      expect(access.tokenCipher?.encrypt ?? [], name).not.toContain('calendar-refresh-token');
      expect(access.tokenCipher?.decrypt ?? [], name).not.toContain('calendar-refresh-token');
      expect(access.calendarProviders, name).toBeUndefined();
      const calendarTokens = statementsOf(fn).filter((s) =>
        (s.Condition?.StringEquals?.['kms:EncryptionContext:purpose'] ?? []).includes(
          'calendar-refresh-token',
        ),
      );
      expect(calendarTokens, name).toEqual([]);
    }
    // The calendar functions alone hold them; sealing a new connection's token opens none.
    const holders = (kind: 'encrypt' | 'decrypt') =>
      all
        .filter((f) => f.access.tokenCipher?.[kind]?.includes('calendar-refresh-token'))
        .map((f) => f.name)
        .sort();
    expect(holders('encrypt')).toEqual([
      'booking-pages',
      'events/calendar-consent',
      'events/calendar-refresh',
      'events/calendar-sync',
      'events/calendar-writeback',
    ]);
    expect(holders('decrypt')).toEqual([
      'booking-pages',
      'events/account-closure',
      'events/calendar-refresh',
      'events/calendar-sync',
      'events/calendar-writeback',
    ]);
    // Opening a link token is the mail consumers' alone.
    const openers = (kind: TokenKind) =>
      all.filter((f) => f.access.tokenCipher?.decrypt?.includes(kind)).map((f) => f.name);
    expect(openers('signing-link')).toEqual(['events/signing-mail']);
    expect(openers('timesheet-approval-link')).toEqual(['events/timesheet-period-mail']);
  });
});

describe('the calendar work of anonymous routes', () => {
  const all = everyFunction();
  const invokeStatements = (fn: ApiFunction) =>
    statementsOf(fn).filter((s) => list(s.Action).some((a) => a.startsWith('lambda:')));
  const arnOf = (fn: ApiFunction) => ({
    'Fn::ImportValue': expect.stringContaining(
      events.getLogicalId(fn.fn.node.defaultChild as CfnElement),
    ),
  });

  it.each([
    ['booking', 'calendar-refresh', 'CALENDAR_REFRESH_FUNCTION'],
    ['oauth', 'calendar-consent', 'CALENDAR_CONSENT_FUNCTION'],
  ] as const)(
    '%s may invoke %s, that function only, and knows it by name',
    (area, consumer, variable) => {
      const caller = api.functions.get(area)!;
      const target = events.consumers.get(consumer)!;
      expect(areaAccess[area].invokes).toEqual([consumer]);
      const [statement, ...others] = invokeStatements(caller);
      expect(others).toEqual([]);
      expect(list(statement!.Action)).toEqual(['lambda:InvokeFunction']);
      // The function's own ARN, no `:*` for its versions and aliases.
      expect(statement!.Resource).toEqual(arnOf(target));
      const env = (
        built.template(api).toJSON().Resources[
          api.getLogicalId(caller.fn.node.defaultChild as CfnElement)
        ] as { Properties: { Environment: { Variables: Record<string, unknown> } } }
      ).Properties.Environment.Variables;
      expect(JSON.stringify(env[variable])).toContain(
        events.getLogicalId(target.fn.node.defaultChild as CfnElement),
      );
    },
  );

  it('no other function invokes a function', () => {
    const invokers = all.filter((f) => invokeStatements(f.fn).length > 0).map((f) => f.name);
    expect(invokers.sort()).toEqual(['booking', 'oauth']);
  });

  it('the refresh syncs with the sweep’s rights, and the consent stores a connection, sealing only', async () => {
    expect(consumerAccess['calendar-refresh']).toEqual(consumerAccess['calendar-sync']);
    const consent = consumerAccess['calendar-consent']!;
    expect(consent.tokenCipher).toEqual({ encrypt: ['calendar-refresh-token'] });
    expect(await entitiesReached(consent)).toEqual(
      expect.arrayContaining(['booking page', 'calendar connection', 'oauth state']),
    );
    // Neither reaches what no calendar step needs.
    for (const access of [consent, consumerAccess['calendar-refresh']!]) {
      const reached = await entitiesReached(access);
      expect(reached.filter((e) => PRIVATE.includes(e) && e !== 'calendar connection')).toEqual([]);
    }
  });
});

describe('object rights', () => {
  it('gives the invoices area the invoice files only, without listing the bucket', () => {
    const fn = api.functions.get('invoices')!;
    const inline = statementsOf(fn).filter((s) => list(s.Action).some((a) => a.startsWith('s3:')));
    expect(inline).toEqual([]);
    const attached = managedPoliciesOf(fn);
    expect(attached).toMatch(/DocumentsReadOnlyOfInvoices/);
    expect(attached.match(/Documents\w*/g)?.every((p) => /OfInvoices/.test(p))).toBe(true);
    const invoiceGlob = new RegExp(`^${INVOICE_OBJECTS.replaceAll('*', '[^]*')}$`);
    expect(invoiceFileKey('user-sub', 'INV-0001')).toMatch(invoiceGlob);
  });

  it('gives the timesheets area the export files only, without listing the bucket', () => {
    const fn = api.functions.get('timesheets')!;
    const inline = statementsOf(fn).filter((s) => list(s.Action).some((a) => a.startsWith('s3:')));
    expect(inline).toEqual([]);
    const attached = managedPoliciesOf(fn);
    expect(attached).toMatch(/DocumentsReadOnlyOfExports/);
    expect(attached.match(/Documents\w*/g)?.every((p) => /OfExports/.test(p))).toBe(true);

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
