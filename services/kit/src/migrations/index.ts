export { runMigrations, MIGRATIONS, type Migration, type MigrationRecord } from './migrations';
