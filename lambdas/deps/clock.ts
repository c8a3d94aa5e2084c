import { systemClock } from '../adapters/clock';
import { definePort } from './define-deps';

export const clockPort = definePort({ build: () => systemClock });
