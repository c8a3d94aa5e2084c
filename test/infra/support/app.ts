import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import type { Stack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { buildApp } from '../../../lib/build-app';
import type { BuildAppOptions, VcisoApp } from '../../../lib/build-app';
import type { Schedule } from '../../../lambdas/events/schedules';
import type { StreamSubscription } from '../../../lambdas/events/stream-subscriptions';
import { readAppConfig } from '../../../lib/config/app-config';
import { featureFlags } from '../../../lib/config/feature-flags';
import type { FunctionAccess } from '../../../lib/config/function-access';
import { AuthStack } from '../../../lib/stacks/auth-stack';
import { DataStack } from '../../../lib/stacks/data-stack';
import { EventsStack } from '../../../lib/stacks/events-stack';
import { StorageStack } from '../../../lib/stacks/storage-stack';

export const fixturesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
);
export const fixtureWebDist = path.join(fixturesDir, 'web-dist');
/** A folder that certainly holds no built SPA. */
export const missingWebDist = path.join(fixturesDir, 'no-web-dist');

export const identityProviderContext = {
  googleClientId: 'google-client-id.apps.googleusercontent.com',
  googleClientSecretName: 'vciso/google-client-secret',
  microsoftClientId: '00000000-0000-0000-0000-000000000001',
  microsoftClientSecretName: 'vciso/microsoft-client-secret',
  microsoftTenantId: '00000000-0000-0000-0000-0000000000aa',
  linkedinClientId: 'linkedin-client-id',
  linkedinClientSecretName: 'vciso/linkedin-client-secret',
};

export type SynthesizedApp = VcisoApp & {
  assembly: CloudAssembly;
  template: (s: Stack) => Template;
};

// The infra tier runs its files in one worker sharing one module registry (vitest.config.mts), so
// this cache lives for the whole run: every file asking for the same options reads the same
// synthesized app. Tests only read it (templates, the construct tree, the assembly); a test that
// needs to change an app builds its own.
const synthesized = new Map<string, SynthesizedApp>();

/**
 * Builds and synthesizes the app once per distinct `options` per run. Bundling runs for real
 * (local esbuild; CDK reuses a bundle within the process when its inputs are the same); CDK's
 * built-in CloudFormation lint is skipped here (it is `cdk synth`'s job and costs ~11 s).
 */
export function synthApp(options: BuildAppOptions = {}): SynthesizedApp {
  // Keys sorted, so the same options written in another order share the entry.
  const key = JSON.stringify(options, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  let app = synthesized.get(key);
  // A configuration that fails to synthesize is not cached: the next caller sees the error too.
  if (!app) synthesized.set(key, (app = synthFresh(options)));
  return app;
}

function synthFresh(options: BuildAppOptions): SynthesizedApp {
  const built = buildApp({
    outdir: mkdtempSync(path.join(tmpdir(), 'vciso-cdk-')),
    cfnValidation: false,
    webDist: missingWebDist,
    ...options,
  });
  // Synthesis runs the cdk-nag plugin and throws with its report on any unacknowledged finding.
  const assembly = built.app.synth();
  const templates = new Map<Stack, Template>();
  const template = (stack: Stack) => {
    let t = templates.get(stack);
    if (!t) templates.set(stack, (t = Template.fromStack(stack)));
    return t;
  };
  return { ...built, assembly, template };
}

export interface NagFinding {
  rule: string;
  severity: string;
  paths: string[];
}

/** Unacknowledged AwsSolutions findings, read straight from the rule pack. */
export function nagFindings(app: App): NagFinding[] {
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations.map((v) => ({
    rule: v.ruleName,
    severity: v.severity ?? 'error',
    paths: v.violatingResources.map((r) => r.constructPath ?? r.resourceLogicalId ?? '?'),
  }));
}

/** Synthesis messages (annotations) of one level, as `path: text`. */
export function messages(assembly: CloudAssembly, level: 'error' | 'warning'): string[] {
  return assembly.stacks.flatMap((stack) =>
    stack.messages.filter((m) => m.level === level).map((m) => `${m.id}: ${String(m.entry.data)}`),
  );
}

export interface Acknowledgement {
  path: string;
  rule: string;
  reason: string;
}

/** Every `Validations.of(...).acknowledge` in the tree, with its reason. */
export function acknowledgements(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([rule, reason]) => ({
          path: construct.node.path,
          rule: rule.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

/**
 * The Events stack alone, with its stateful inputs, a stand-in consumer module (so nothing heavy
 * is bundled) and cdk-nag attached.
 */
export function eventsStackApp(props: {
  subscriptions: { detailType: string; consumer: string }[];
  consumerAccess: Record<string, FunctionAccess>;
  schedules?: readonly Schedule[];
  relayStreams?: readonly StreamSubscription[];
  context?: Record<string, string>;
}) {
  const app = new App({
    context: { ...featureFlags, ...props.context },
    builtinCloudFormationValidation: false,
  });
  const config = readAppConfig(app.node);
  const env = { region: config.region };
  const data = new DataStack(app, 'Data', { env });
  const storage = new StorageStack(app, 'Storage', { env, appOrigin: config.appOrigin });
  const auth = new AuthStack(app, 'Auth', { env, config, table: data.table });
  const events = new EventsStack(app, 'Events', {
    env,
    config,
    table: data.table,
    tokenKey: data.tokenKey,
    documents: storage.documents,
    photos: storage.photos,
    userPool: auth.userPool,
    subscriptions: props.subscriptions,
    ...(props.schedules ? { schedules: props.schedules } : {}),
    ...(props.relayStreams ? { relayStreams: props.relayStreams } : {}),
    eventSource: 'vciso-hub',
    consumerEntry: () => path.join(fixturesDir, 'consumer.ts'),
    consumerAccess: props.consumerAccess,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, events };
}
