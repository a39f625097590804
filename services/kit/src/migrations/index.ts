export { runMigrations, MIGRATIONS, type Migration, type MigrationRecord, type RunMigrationsOptions } from './migrations';
