import type { StackInfo } from './stack';

// What the integration and e2e global setups hand to the tests: `inject('stack')`.
declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
