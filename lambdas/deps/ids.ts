import { randomIds } from '../adapters/ids';
import { definePort } from './define-deps';

export const idsPort = definePort({ build: () => randomIds });
