/**
 * `npm run bench`: prints performance figures (not a timed test). The budgets arrive with the
 * issues that introduce the measured paths (slot generation, booking, PDF rendering...).
 */
console.log('no benchmarks yet');
