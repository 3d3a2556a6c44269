// The benchmark's API token, shaped like the platform's (random letters and digits). The gate checks
// every answer for runs of its token; the sandbox's readable test token (whose runs, such as "4242",
// fill every answer) would time that check on an input no real run sees.
export const BENCH_TOKEN = 'sgp_oSr3soQCYOs4MPaT0fW17qrkBuKR1wGZufx5yP1A';
