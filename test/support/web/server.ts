import { setupServer } from 'msw/node';

/** The network of every web test: requests no handler answers fail the test (setup.ts). */
export const server = setupServer();
