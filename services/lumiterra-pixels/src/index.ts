export { lumiterraPixelsPlugin } from './lumiterra-pixels-plugin';
