import type { DataSource, EntityManager } from 'typeorm';
import { writeAudit } from '../../platform/audit/audit.service';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import type { NotificationService } from '../notifications/notification.service';
import { TaskPriority, TaskSource } from '../tasks/task.enums';
import type { CaseActivity } from '../timeline/case-activity';
import type { TaskService } from '../tasks/task.service';
import type { CaseAlertKindName } from './alert.enums';
import { readCaseAlertInputs, type CaseAlertSubject } from './alert-facts.sql';
import { alertMessage, alertTitle, clearReasonOf, desiredAlerts, type DesiredAlert } from './alert-rules';
import { evaluateCaseAlerts } from './alert.jobs';

interface OpenAlert {
  id: number;
  kind: CaseAlertKindName;
  dedupeKey: string;
  taskId: number | null;
}

export interface EvaluationOutcome {
  raised: number[];
  cleared: number[];
}

const taskPriority = { info: TaskPriority.low, warning: TaskPriority.high, critical: TaskPriority.urgent } as const;

/**
 * Raises and clears a case's alerts (decision 330): what holds now (alert-rules.ts) against the
 * open rows, under a per-case advisory lock. A new occurrence is inserted once (UNIQUE case + key),
 * with a task for the clinic and a notice to the case's attorney; one that no longer holds is
 * cleared with its reason and its task completed. Running it twice changes nothing.
 */
export class CaseAlertEvaluator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tasks: TaskService,
    private readonly notifications: NotificationService,
    /** Tells the case's open timelines of each alert raised or cleared (after commit). */
    private readonly caseActivity: CaseActivity | null = null,
  ) {}

  async evaluateCase(caseId: number, now: Date): Promise<EvaluationOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('case-alerts'), $1)`, [caseId]);
      const read = await readCaseAlertInputs(manager, caseId, now);
      if (!read) return { raised: [], cleared: [] };
      const desired = desiredAlerts(read.inputs);
      const open = (await manager.query(
        `SELECT id, kind, dedupe_key AS "dedupeKey", task_id AS "taskId" FROM case_alerts
          WHERE case_id = $1 AND cleared_at IS NULL ORDER BY id`,
        [caseId],
      )) as OpenAlert[];
      const wanted = new Set(desired.map((alert) => alert.dedupeKey));
      const cleared: number[] = [];
      for (const alert of open.filter((row) => !wanted.has(row.dedupeKey))) {
        await this.clear(manager, read.subject, alert, clearReasonOf(alert, desired, read.inputs), now);
        cleared.push(alert.id);
      }
      const raised: number[] = [];
      for (const alert of desired) {
        const id = await this.raise(manager, read.subject, alert, now);
        if (id !== null) raised.push(id);
      }
      return { raised, cleared };
    });
  }

  private async raise(
    manager: EntityManager,
    subject: CaseAlertSubject,
    alert: DesiredAlert,
    now: Date,
  ): Promise<number | null> {
    const message = alertMessage(alert.kind, alert.facts);
    const [inserted] = (await manager.query(
      `INSERT INTO case_alerts (clinic_id, case_id, kind, severity, dedupe_key, raised_at, facts, summary)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
       ON CONFLICT (case_id, dedupe_key) DO NOTHING RETURNING id`,
      [
        subject.clinicId,
        subject.caseId,
        alert.kind,
        alert.severity,
        alert.dedupeKey,
        now,
        JSON.stringify(alert.facts),
        `${alertTitle(alert.kind)}: ${message}`,
      ],
    )) as { id: number }[];
    if (!inserted) return null;
    this.caseActivity?.publish(manager, subject.caseId, 'alerts', inserted.id);
    const title = `${alertTitle(alert.kind)} on ${subject.caseNumber}`;
    const taskId = await this.tasks.createTask(manager, null, {
      clinicId: subject.clinicId,
      caseId: subject.caseId,
      title,
      description: message,
      priority: taskPriority[alert.severity],
      dueDate: now.toISOString().slice(0, 10),
      source: TaskSource.alert,
    });
    await manager.query(`UPDATE case_alerts SET task_id = $2 WHERE id = $1`, [inserted.id, taskId]);
    await writeAudit(manager, null, {
      entityType: 'case_alert',
      entityId: inserted.id,
      action: 'raise',
      clinicId: subject.clinicId,
      newValues: { caseId: subject.caseId, kind: alert.kind, severity: alert.severity, taskId, ...alert.facts },
    });
    if (subject.attorneyId !== null)
      await this.notifications.notify(manager, {
        recipients: { attorneyUsers: subject.attorneyId },
        kind: 'case_alert',
        title,
        body: message,
        link: `/cases/${subject.caseId}`,
        caseId: subject.caseId,
        clinicId: subject.clinicId,
      });
    return inserted.id;
  }

  private async clear(
    manager: EntityManager,
    subject: CaseAlertSubject,
    alert: OpenAlert,
    reason: string,
    now: Date,
  ): Promise<void> {
    this.caseActivity?.publish(manager, subject.caseId, 'alerts', alert.id);
    await manager.query(`UPDATE case_alerts SET cleared_at = $2, cleared_reason = $3 WHERE id = $1`, [
      alert.id,
      now,
      reason,
    ]);
    await writeAudit(manager, null, {
      entityType: 'case_alert',
      entityId: alert.id,
      action: 'clear',
      clinicId: subject.clinicId,
      newValues: { caseId: subject.caseId, kind: alert.kind, clearedReason: reason },
    });
    if (alert.taskId === null) return;
    const [task] = (await manager.query(
      `UPDATE tasks SET status = 'completed', completed_at = $2, completed_by = NULL, updated_at = now()
        WHERE id = $1 AND status IN ('pending', 'in_progress') RETURNING id`,
      [alert.taskId, now],
    )) as { id: number }[];
    if (task)
      await writeAudit(manager, null, {
        entityType: 'task',
        entityId: task.id,
        action: 'complete',
        clinicId: subject.clinicId,
        newValues: { status: 'completed', reason: `alert cleared: ${reason}` },
      });
  }

  /** The cases a clinic's sweep looks at: open ones, and any with an open alert (to clear it). */
  async casesToSweep(clinicId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.id FROM cases c WHERE c.clinic_id = $1 AND c.status <> 'closed' AND c.archived_at IS NULL
       UNION SELECT a.case_id FROM case_alerts a WHERE a.clinic_id = $1 AND a.cleared_at IS NULL
       ORDER BY 1`,
      [clinicId],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }

  async clinicsToSweep(): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT clinic_id AS id FROM cases WHERE status <> 'closed' AND archived_at IS NULL
       UNION SELECT DISTINCT clinic_id FROM case_alerts WHERE cleared_at IS NULL ORDER BY 1`,
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }
}

/**
 * How the writes that change an alert's facts ask for a re-evaluation of their case (a visit booked,
 * attended or missed, a plan changed, a bill posted, a coverage edited): one `alerts.evaluate-case`
 * job in the writer's transaction, so a rolled-back change asks nothing.
 */
export class CaseAlertRecheck {
  constructor(private readonly jobs: JobQueue<Services>) {}

  async request(manager: EntityManager, caseId: number | null): Promise<void> {
    if (caseId === null) return;
    await this.jobs.send(evaluateCaseAlerts, { caseId }, { manager });
  }

  /** The same, for the appointment a write just changed (its case, if it has one). */
  async requestForAppointment(manager: EntityManager, appointmentId: number): Promise<void> {
    const [row] = (await manager.query(`SELECT case_id AS "caseId" FROM appointments WHERE id = $1`, [
      appointmentId,
    ])) as { caseId: number | null }[];
    await this.request(manager, row?.caseId ?? null);
  }
}
