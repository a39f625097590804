// Writes schema/apeiron-dataset.schema.json: the JSON Schema of an import file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { datasetJsonSchema } from '../src/dataset/json-schema';

const file = fileURLToPath(new URL('../schema/apeiron-dataset.schema.json', import.meta.url));
writeFileSync(file, datasetJsonSchema());
console.log(`wrote ${file}`);
