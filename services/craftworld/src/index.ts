export { craftworldPlugin } from './craftworld-plugin';
