import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { webDistDir } from '../../local/config';
import { startStack, stackInfo } from './stack';

/** The built SPA served by the local stack's API server, as CloudFront serves it in AWS. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      'web/dist is missing: run the e2e tests with `npm run test:e2e`, which builds it first.',
    );
  }
  const stack = await startStack({ web: 'static' });
  project.provide('stack', stackInfo(stack));
  return () => stack.stop();
}
