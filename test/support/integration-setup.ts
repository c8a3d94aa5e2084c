import type { TestProject } from 'vitest/node';
import { startStack, stackInfo } from './stack';

/** One local stack for the whole integration run; tests reach it with `inject('stack')`. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ web: false });
  project.provide('stack', stackInfo(stack));
  return () => stack.stop();
}
