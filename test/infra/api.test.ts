import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { articleKeys } from '../../lambdas/keys/article';
import type { RouteDef } from '../../lambdas/routes';
import type { FunctionAccess } from '../../lib/config/function-access';
import { readAppConfig } from '../../lib/config/app-config';
import { featureFlags } from '../../lib/config/feature-flags';
import { ApiStack } from '../../lib/stacks/api-stack';
import { AuthStack } from '../../lib/stacks/auth-stack';
import { DataStack } from '../../lib/stacks/data-stack';
import { StorageStack } from '../../lib/stacks/storage-stack';
import { fixturesDir, nagFindings } from './support/app';

// The real route table has no public write yet; this one has all three kinds in one area.
const sampleRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/health', area: 'system', access: 'public' },
  {
    method: 'POST',
    path: '/api/public/booking-pages/{slug}/bookings',
    area: 'system',
    access: 'public',
  },
  { method: 'GET', path: '/api/me', area: 'system', access: 'user' },
  { method: 'PUT', path: '/api/admin/ticker/order', area: 'system', access: 'admin' },
];

function apiApp(system: FunctionAccess = { table: 'RW', items: [articleKeys], photos: 'RW' }) {
  const app = new App({ context: featureFlags, builtinCloudFormationValidation: false });
  const config = readAppConfig(app.node);
  const env = { region: config.region };
  const data = new DataStack(app, 'Data', { env });
  const auth = new AuthStack(app, 'Auth', { env, config, table: data.table });
  const storage = new StorageStack(app, 'Storage', { env, appOrigin: config.appOrigin });
  const api = new ApiStack(app, 'Api', {
    env,
    config,
    table: data.table,
    documents: storage.documents,
    photos: storage.photos,
    userPool: auth.userPool,
    userPoolClient: auth.client,
    routes: sampleRoutes,
    areaEntry: () => path.join(fixturesDir, 'consumer.ts'),
    // Only areas with routes get a function; the sample routes are all in `system`.
    areaAccess: {
      system,
      articles: {},
      ticker: {},
      'booking-pages': {},
      booking: {},
      oauth: {},
      documents: {},
      signing: {},
      timesheets: {},
      'timesheet-approval': {},
      invoices: {},
      clients: {},
      engagements: {},
      home: {},
      applications: {},
      account: {},
      recovery: {},
    },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, api };
}

describe('api routes', () => {
  const { app, api } = apiApp();
  const template = Template.fromStack(api);

  it('puts user and admin routes behind the JWT authorizer and public ones outside it', () => {
    for (const route of sampleRoutes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: route.access === 'public' ? 'NONE' : 'JWT',
        AuthorizerId: route.access === 'public' ? Match.absent() : Match.anyValue(),
      });
    }
  });

  it('shares one function and one invoke permission across the routes of an area', () => {
    template.resourceCountIs('AWS::Lambda::Function', 1);
    template.resourceCountIs('AWS::Lambda::Permission', 1);
  });

  it('gives anonymous routes no throttle of their own, shared by every visitor', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      RouteSettings: Match.absent(),
    });
  });

  it('binds what areaAccess lists: table RW in its partitions, photos RW, no bus', () => {
    const [role] = Object.values(template.findResources('AWS::IAM::Role'));
    const imported = JSON.stringify(role?.Properties.ManagedPolicyArns);
    expect(imported).toMatch(/Storage:ExportsOutputRefPhotosReadWrite/);
    expect(imported).not.toMatch(/Documents|AppReadWrite|AppReadOnly/);
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).not.toContain('events:PutEvents');
    expect(policies).toContain('dynamodb:PutItem');
    expect(policies).toContain(
      '{"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["ARTICLE#*","ARTICLES","ARTICLES#PUBLISHED"]}}',
    );
  });

  it('gives no API function the bus: their events go through the outbox', () => {
    expect(() => apiApp({ table: 'RW', items: [articleKeys], publishEvents: true })).toThrow(
      'publishEvents needs the bus (Events stack)',
    );
  });

  it('passes cdk-nag', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});
