import { articleKeys } from './article';
import { calendarKeys } from './calendar';
import { liveConnectionKeys } from './live-connection';
import { seedMarkerKeys } from './seed-marker';
import { tickerMessageKeys } from './ticker';

/**
 * Every entity stored in the single table, one file each (docs/data-model.md). A new entity is
 * added here too: the catalogue test then checks that its keys round-trip and that no other
 * entity's keys can be mistaken for its own.
 */
export const keyCatalogue = [
  tickerMessageKeys,
  articleKeys,
  liveConnectionKeys,
  seedMarkerKeys,
  calendarKeys,
] as const;
