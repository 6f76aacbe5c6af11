import { createDataSource } from '../../api/src/db/data-source';
import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { ClinicalFixtures } from './clinical-dataset';
import { clinicalQuestions } from './clinical-questions';
import { withClient } from './database';
import { describeResult, measureInProcess, type InProcessQuestion, type InProcessResult } from './in-process';
import { fitMainClinicModels, insightsQuestion, predictionQuestion } from './prediction-question';
import { ensureTimelineCase, timelineQuestion } from './timeline-question';

/**
 * The clinical record's hot paths at one data size: a calendar week of the 20-provider clinic, a
 * case's itemized statement and a case's predictions from the clinic's fitted models. The services are called in process, as their resolver and route call
 * them; the fixtures are the same at every size, so the sizes differ only in the rows around them
 * (every case's past visit and every bill's coded lines), which is what the scaling check compares.
 */
export async function measureClinical(
  url: string,
  fixtures: ClinicalFixtures,
  calls: number,
  log: (line: string) => void,
): Promise<Record<string, InProcessResult>> {
  return withClient(url, async (admin) => {
    const dataSource = createDataSource({ url, poolMax: 4 });
    await dataSource.initialize();
    try {
      const results: Record<string, InProcessResult> = {};
      const fitMs = await fitMainClinicModels(dataSource);
      log(`    prediction models of the main clinic fitted in ${(fitMs / 1000).toFixed(1)} s (the refit job's work)`);
      const questions = [
        ...clinicalQuestions(dataSource, fixtures),
        predictionQuestion(dataSource, fixtures.statementCaseId),
        insightsQuestion(dataSource),
        timelineQuestion(dataSource, await ensureTimelineCase(admin)),
      ];
      for (const question of questions) {
        results[question.id] = await measureInProcess(admin, question, calls);
        log(describeResult(question.id, results[question.id]));
      }
      return results;
    } finally {
      await dataSource.destroy();
    }
  });
}

/** The scale-checked clinical questions (C4 grows with its clinic) on a database measured before. */
export async function clinicalScalingQuestions(
  dataSource: DataSource,
  admin: Client,
  fixtures: ClinicalFixtures,
): Promise<InProcessQuestion[]> {
  return [
    ...clinicalQuestions(dataSource, fixtures),
    predictionQuestion(dataSource, fixtures.statementCaseId),
    timelineQuestion(dataSource, await ensureTimelineCase(admin)),
  ];
}
