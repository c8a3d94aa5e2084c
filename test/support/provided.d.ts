import type { StackInfo } from './stack';

// What the integration and e2e global setups hand to the tests: `inject('stack')`, and for the
// e2e files the browser they share (`inject('browserEndpoint')`, `useBrowser`).
declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    browserEndpoint?: string;
  }
}
