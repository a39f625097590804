// Writes data/sample-dataset.json (labelled sample data) from the fixed seed.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateSampleDataset } from '../src/dataset/sample-generator';

const file = fileURLToPath(new URL('../data/sample-dataset.json', import.meta.url));
const dataset = generateSampleDataset();
writeFileSync(file, `${JSON.stringify(dataset, null, 1)}\n`);
console.log(`wrote ${file}: ${dataset.planets!.length} planets, ${dataset.players!.length} players, ${dataset.guilds!.length} guilds, ${dataset.wars!.length} wars`);
