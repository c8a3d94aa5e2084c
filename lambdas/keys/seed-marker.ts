import { defineEntity } from './entity';

/** Records that a set of local demo items was written once (local/seed). */
export const seedMarkerKeys = defineEntity('seed marker', {
  PK: 'SEED#{name}',
  SK: 'SEED',
});
