import { DatasetSchema } from '@criadero/api-contracts/apeiron';

/** The dataset schema as a JSON Schema document (the TypeBox schema is JSON Schema already). */
export function datasetJsonSchema(): string {
  return `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...DatasetSchema }, null, 2)}\n`;
}
