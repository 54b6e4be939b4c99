import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../gateway/testing/postgres-cluster.ts';

/** Starts the throwaway PostgreSQL cluster the `api-postgres` run's tests share, and stops it after. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
