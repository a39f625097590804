export { apeironPlugin } from './apeiron-plugin';
export { createRepositories } from './repositories';
