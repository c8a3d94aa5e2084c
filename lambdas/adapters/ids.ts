import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '../ports/ids';

export const randomIds: IdGenerator = { newId: () => randomUUID() };
