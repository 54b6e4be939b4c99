import type { TestProject } from 'vitest/node';
import { makePostgresTemplate } from '../../gateway/testing/database-templates.ts';
import { startPostgresCluster } from '../../gateway/testing/postgres-cluster.ts';

/**
 * Starts the throwaway PostgreSQL cluster the `api-postgres` run's tests share, with the
 * migrated template their test APIs copy, and stops it after.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  try {
    project.provide('postgresTemplate', await makePostgresTemplate(cluster.url));
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
