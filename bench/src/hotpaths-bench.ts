import { createDataSource } from '../../api/src/db/data-source';
import { withClient } from './database';
import { hotPathQuestions } from './hotpaths-questions';
import { describeResult, measureInProcess, type InProcessResult } from './in-process';

/**
 * The hot paths of issue 27's modules at one data size (hotpaths-questions.ts): each service is
 * called in process, its answer checked against a hand-written statement, then both are timed in
 * alternation, with the statements per call and, for the lists, at page sizes 10 and 50.
 */
export async function measureHotPaths(
  url: string,
  calls: number,
  log: (line: string) => void,
): Promise<Record<string, InProcessResult>> {
  return withClient(url, async (admin) => {
    const dataSource = createDataSource({ url, poolMax: 4 });
    await dataSource.initialize();
    try {
      const results: Record<string, InProcessResult> = {};
      for (const question of hotPathQuestions(dataSource)) {
        results[question.id] = await measureInProcess(admin, question, calls);
        log(describeResult(question.id, results[question.id]));
      }
      return results;
    } finally {
      await dataSource.destroy();
    }
  });
}
