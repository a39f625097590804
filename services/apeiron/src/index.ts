export { buildApeironApp, type BuildApeironAppOptions } from './app';
export { apeironPlugin, type ApeironPluginOptions } from './apeiron-plugin';
export { loadApeironConfig, readBreedingConfig, SAMPLE_DATASET_FILE, type ApeironConfig } from './config';
export { SourceUnavailableError, type ApeironDataSource, type PlanetQuery, type RankedPlayer } from './source/apeiron-source';
export { StoreApeironSource } from './source/store-source';
export { createRepositories, type ApeironRepositories } from './repositories';
export { importDataset, type ImportCounts } from './dataset/import-dataset';
export { validateDataset, DatasetError } from './dataset/validate-dataset';
export { generateSampleDataset, SAMPLE_SEED, SAMPLE_AS_OF } from './dataset/sample-generator';
