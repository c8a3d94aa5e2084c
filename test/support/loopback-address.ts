import { randomInt } from 'node:crypto';

// Two random octets per test file (each runs in its own worker), then a counter: files almost
// never share an address, and one file never repeats one.
const second = randomInt(1, 255);
const third = randomInt(0, 256);
let next = 0;

/**
 * A loopback address of its own (127.x.y.z) for a test's visitors. Anonymous bookings are capped
 * per source address and hour across the whole stack; a test that calls from its own addresses
 * neither spends the other tests' allowance nor is refused for theirs.
 */
export function ownLoopbackAddress(): string {
  const n = next++;
  return `127.${second}.${(third + Math.floor(n / 250)) % 256}.${(n % 250) + 2}`;
}
