import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DemoSchool, DemoSchoolOptions } from '../../gateway/demo/school.ts';
import { appDir } from './server.ts';

/**
 * Fills a data folder with the demo school of the app under test (BENCH_APP_DIR or this
 * repository): its own generator writes through its own queries and migrations, so an older
 * commit measured with today's scripts opens a database it made itself.
 *
 * @param options the data folder, and how many students (default: the generator's 2,000)
 * @example const rows = await withServer(measure, { prepare: (dataDir) => fillDemoSchool({ dataDir }) })
 */
export async function fillDemoSchool(options: DemoSchoolOptions): Promise<DemoSchool> {
  const generator = pathToFileURL(join(appDir, 'gateway', 'demo', 'school.ts')).href;
  const { fillDemoSchool: fill } = (await import(generator)) as { fillDemoSchool: (options: DemoSchoolOptions) => Promise<DemoSchool> };
  return fill(options);
}
