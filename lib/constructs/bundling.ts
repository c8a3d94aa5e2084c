import type { BuildOptions } from 'esbuild';
import { LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { paths } from '../paths';

/**
 * The one description of how a Lambda is bundled. `ApiFunction` turns it into CDK bundling
 * options and `scripts/build-lambdas.ts` into an esbuild call, so the size budget is measured on
 * exactly what gets deployed.
 */
export const lambdaBundle = {
  /** Matches the Lambda runtime (nodejs22.x). */
  target: 'node22',
  /** ESM: top-level await and smaller output; the Lambda file is `index.mjs`. */
  format: 'esm',
  minify: true,
  /** External `.map` without sources: stack traces map back to TypeScript, the upload stays small. */
  sourcemap: true,
  sourcesContent: false,
  /** Prefer packages' ES module builds so that esbuild can drop what is not imported. */
  mainFields: ['module', 'main'],
  /**
   * CommonJS dependencies bundled into ESM still call `require()` for Node built-ins, which ESM
   * lacks; give the bundle a real `require` so those calls work at runtime.
   */
  banner:
    "import { createRequire as __vcisoCreateRequire } from 'node:module';" +
    'const require = __vcisoCreateRequire(import.meta.url);',
  /**
   * Bundle the AWS SDK too (nothing external): the version is the one we tested against, not
   * whatever the runtime ships, and a single minified file loads faster than the runtime's copy.
   */
  external: [] as string[],
  /** esbuild reads `paths` from here, which resolves the `@contracts/*` alias. */
  tsconfig: paths.tsconfig,
} as const;

/** The CDK `NodejsFunction` form. Local esbuild only: no Docker, so synth works offline. */
export function cdkBundling(): BundlingOptions {
  return {
    target: lambdaBundle.target,
    format: OutputFormat.ESM,
    minify: lambdaBundle.minify,
    sourceMap: lambdaBundle.sourcemap,
    sourceMapMode: SourceMapMode.DEFAULT,
    sourcesContent: lambdaBundle.sourcesContent,
    mainFields: [...lambdaBundle.mainFields],
    banner: lambdaBundle.banner,
    bundleAwsSDK: true,
    externalModules: [...lambdaBundle.external],
    tsconfig: lambdaBundle.tsconfig,
    forceDockerBundling: false,
    logLevel: LogLevel.WARNING,
  };
}

/** The esbuild API form, writing `<outdir>/index.mjs` (+ `.map`). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: lambdaBundle.target,
    format: lambdaBundle.format,
    minify: lambdaBundle.minify,
    sourcemap: lambdaBundle.sourcemap,
    sourcesContent: lambdaBundle.sourcesContent,
    mainFields: [...lambdaBundle.mainFields],
    banner: { js: lambdaBundle.banner },
    external: [...lambdaBundle.external],
    tsconfig: lambdaBundle.tsconfig,
    logLevel: 'warning',
    metafile: true,
  };
}
