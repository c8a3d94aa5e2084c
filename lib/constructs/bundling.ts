import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import {
  BUNDLED_FONT_DIR,
  FONT_FILES,
  fontPath,
  type FontName,
} from '../../lambdas/services/pdf/fonts/font-files';
import { paths } from '../paths';

/**
 * The one description of how a Lambda is bundled: `esbuildOptions` below, which `ApiFunction`
 * (through `lambdaCode`) and `scripts/build-lambdas.ts` both run, so the size budget and the
 * cold-start bench measure exactly what gets deployed.
 */
export const lambdaBundle = {
  /** Matches the Lambda runtime (nodejs22.x). */
  target: 'node22',
  /** ESM: top-level await, smaller output and chunks; the Lambda file is `index.mjs`. */
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
   * whatever the runtime ships, and a minified bundle loads faster than the runtime's copy.
   */
  external: [] as string[],
  /** esbuild reads `paths` from here, which resolves the `@contracts/*` alias. */
  tsconfig: paths.tsconfig,
} as const;

/**
 * The esbuild API form, writing `<outdir>/index.mjs` and `<outdir>/chunks/*.mjs` (+ `.map`s).
 *
 * Code splitting, because each area's dispatcher imports its routes with `import()`: every route
 * module (its contracts, its service) becomes a chunk that Node loads on the route's first
 * request, and a cold start evaluates only the entry and what it imports statically. Bundled into
 * one file instead, esbuild would keep the routes lazy by wrapping modules in init functions, but
 * it wraps every module they reach too, the AWS SDK clients included, and a wrapped SDK client
 * evaluates all its commands (its aggregated client imports them), which made `system` slower
 * than with every route imported statically.
 */
export function esbuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
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

/**
 * The CDK form: an asset bundled by the local esbuild with `esbuildOptions` (no Docker, so synth
 * works offline). Not `NodejsFunction`'s bundling, which writes one `--outfile` and so cannot
 * split. Hashed on the output, as `NodejsFunction` does.
 */
export function lambdaCode(entry: string): Code {
  return Code.fromAsset(paths.repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type, never pulled: local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('esbuild-local-only'),
      // Never run either, but CDK keys its bundling cache on these options and not on `local`:
      // without the entry here, every function would be given the first function's bundle.
      command: ['esbuild', path.relative(paths.repoRoot, entry)],
      local: {
        tryBundle(outputDir) {
          cpSync(deployedBundle(entry).dir, outputDir, { recursive: true });
          return true;
        },
      },
    },
  });
}

/** A function's bundle as deployed: its folder, and esbuild's account of what went into it. */
export interface DeployedBundle {
  dir: string;
  metafile: Metafile;
}

/** Each entry's bundle, made once per process in a folder of its own (`deployedBundle`). */
const bundled = new Map<string, DeployedBundle>();
let bundleCache: string | undefined;

/**
 * `entry`'s bundle as deployed, made on the first call in this process. CDK keys its own cache of
 * bundles on the app's output folder, so each app a process synthesizes (the infra tests
 * synthesize several configurations) would bundle every function again, 15-20 s each time; the
 * sources do not change while one process runs, so the second app copies the first one's bundles,
 * and the infra tests read what each bundle holds from the same build.
 */
export function deployedBundle(entry: string): DeployedBundle {
  let bundle = bundled.get(entry);
  if (!bundle) {
    if (!bundleCache) {
      const cache = mkdtempSync(path.join(tmpdir(), 'vciso-hub-bundles-'));
      process.on('exit', () => rmSync(cache, { recursive: true, force: true }));
      bundleCache = cache;
    }
    const dir = path.join(bundleCache, String(bundled.size));
    const { metafile } = buildSync(esbuildOptions(entry, dir));
    copyRuntimeFiles(metafile, dir);
    bundle = { dir, metafile: metafile! };
    bundled.set(entry, bundle);
  }
  return bundle;
}

/** The module that reads the PDF fonts at runtime (`font-files.ts`), as the metafile names it. */
const FONT_MODULE = 'lambdas/services/pdf/fonts/font-files.ts';

/**
 * Files a bundle reads beside its code: a function that draws PDFs gets the font files under
 * `fonts/`, where `fontPath` finds them in Lambda. Fonts are not inlined into the JavaScript:
 * megabytes of base64 would be parsed on every cold start.
 */
export function copyRuntimeFiles(metafile: Metafile | undefined, outdir: string): void {
  if (!metafile || !Object.keys(metafile.inputs).some((input) => input.endsWith(FONT_MODULE)))
    return;
  const dir = path.join(outdir, BUNDLED_FONT_DIR);
  mkdirSync(dir, { recursive: true });
  for (const name of Object.keys(FONT_FILES) as FontName[])
    copyFileSync(fontPath(name), path.join(dir, path.basename(FONT_FILES[name])));
}

/** Bytes of the runtime files copied beside a built Lambda's code (0 when it has none). */
export function runtimeFileBytes(outdir: string): number {
  const dir = path.join(outdir, BUNDLED_FONT_DIR);
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
}

/** The code of a built Lambda: its entry and its chunks (`.mjs`, not the maps). */
export function bundleFiles(outdir: string): string[] {
  return readdirSync(outdir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(outdir, file))
    .sort();
}

/** Bytes of a built Lambda's code (entry and chunks): what the size budget counts. */
export function bundleBytes(outdir: string): number {
  return bundleFiles(outdir).reduce((sum, file) => sum + statSync(file).size, 0);
}
