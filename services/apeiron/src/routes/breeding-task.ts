// The pair analysis as a CPU task module: the breeding route runs it in the CPU pool's worker
// threads, which load this file by URL.
export { analysePair } from '@criadero/apeiron-breeding';
