import { describe, expect, it } from 'vitest';
import {
  colourIndexOf,
  colourOf,
  CONNECTION_COLOURS,
  NEUTRAL_COLOUR,
} from '../../../../web/src/features/booking-pages/lib/connection-colours';

const connections = Array.from({ length: 10 }, (_, i) => ({ id: `conn-${i}` }));

describe('connection colours', () => {
  it('has eight distinct colours', () => {
    expect(CONNECTION_COLOURS).toHaveLength(8);
    expect(new Set(CONNECTION_COLOURS).size).toBe(8);
  });

  it('follows the order of the connections and cycles after eight', () => {
    expect(connections.map((c) => colourIndexOf(c.id, connections))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 0, 1,
    ]);
    expect(colourOf('conn-8', connections)).toBe(CONNECTION_COLOURS[0]);
  });

  it('uses the neutral colour for a meeting without a connection', () => {
    expect(colourIndexOf(null, connections)).toBeNull();
    expect(colourOf(null, connections)).toBe(NEUTRAL_COLOUR);
  });

  it('gives a connection no longer listed a steady colour of the eight', () => {
    const first = colourIndexOf('gone', connections);
    expect(first).toBe(colourIndexOf('gone', []));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(8);
  });
});
