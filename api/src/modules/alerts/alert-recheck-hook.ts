import type { EntityManager } from 'typeorm';

/** What a write that changes a case's alert facts calls inside its transaction (alert-evaluator.ts). */
export interface AlertRecheckHook {
  request(manager: EntityManager, caseId: number | null): Promise<void>;
}
