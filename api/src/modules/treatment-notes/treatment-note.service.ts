import type { DomainEvents } from '../domain-events/domain-events.service';
import { raiseBillForSignedNote } from '../billing/coded-bills';
import type { LiveHub } from '../../platform/events/live-hub';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import { caseScopeSql } from '../cases/case-access.policy';
import { codingProblems } from './note-content-rules';
import type { NoteProcedure, NoteType, VitalSigns } from './treatment-note.entity';
import type { TreatmentNoteAddendumInput, TreatmentNoteInput } from './treatment-note.inputs';
import { clinicOfClinicalWriter, noteScopeSql, refuseSignedNote } from './treatment-note.policy';
import type {
  NoteDiagnosisView,
  NoteProcedureView,
  TreatmentNoteListItem,
  TreatmentNoteVersionView,
  TreatmentNoteView,
} from './treatment-note.types';
import { CaseActivity } from '../timeline/case-activity';

const maxCaseNotes = 500;

/** A note as read: the view's columns plus its stored coding. */
interface NoteRow extends Omit<TreatmentNoteView, 'diagnoses' | 'procedures' | 'versions'> {
  clinicId: number;
  diagnosisCodes: string[];
  procedureCodes: NoteProcedure[];
}

const versionColumns = `n.id, n.version, n.is_locked AS "isLocked", n.signed_at AS "signedAt",
  nullif(trim(su.first_name || ' ' || su.last_name), '') AS "signedByName",
  n.addendum_reason AS "addendumReason", n.created_at AS "createdAt"`;

const noteFrom = `FROM treatment_notes n
  JOIN appointments a ON a.id = n.appointment_id
  JOIN patients p ON p.id = n.patient_id
  LEFT JOIN cases c ON c.id = n.case_id
  LEFT JOIN users pu ON pu.id = n.provider_id
  LEFT JOIN users su ON su.id = n.signed_by`;

const providerName = `coalesce(nullif(trim(pu.first_name || ' ' || pu.last_name), ''), 'Former user')`;

const noteSelect = `SELECT ${versionColumns},
  n.updated_at AS "updatedAt", n.appointment_id AS "appointmentId", a.scheduled_start AS "visitStart",
  n.patient_id AS "patientId", trim(p.first_name || ' ' || p.last_name) AS "patientName",
  n.case_id AS "caseId", c.case_number AS "caseNumber", n.provider_id AS "providerId",
  ${providerName} AS "providerName", n.note_type AS "noteType", n.subjective, n.objective, n.assessment, n.plan,
  n.pain_scale AS "painScale", n.vital_signs AS "vitalSigns", n.treatments_provided AS "treatmentsProvided",
  n.diagnosis_codes AS "diagnosisCodes", n.procedure_codes AS "procedureCodes",
  n.original_note_id AS "originalNoteId", n.clinic_id AS "clinicId"
  ${noteFrom}`;

/** The stored row a write works on, locked until its transaction ends. */
interface LockedNote {
  id: number;
  clinicId: number;
  isLocked: boolean;
  version: number;
  rootId: number;
  noteType: NoteType;
  subjective: string | null;
  objective: string | null;
  assessment: string | null;
  plan: string | null;
  painScale: number | null;
  vitalSigns: VitalSigns;
  treatmentsProvided: string | null;
  diagnosisCodes: string[];
  procedureCodes: NoteProcedure[];
}

const noteNotFound = () => new NotFoundError('Treatment note');

/** The note's content as an audit row holds it (no patient name; the codes and texts are the record). */
const contentOf = (note: Omit<LockedNote, 'id' | 'clinicId' | 'isLocked' | 'version' | 'rootId'>) => ({
  noteType: note.noteType,
  subjective: note.subjective,
  objective: note.objective,
  assessment: note.assessment,
  plan: note.plan,
  painScale: note.painScale,
  vitalSigns: note.vitalSigns,
  treatmentsProvided: note.treatmentsProvided,
  diagnosisCodes: note.diagnosisCodes,
  procedureCodes: note.procedureCodes,
});

/** Vital signs without the fields left out. */
function vitalSignsOf(input: TreatmentNoteInput['vitalSigns']): VitalSigns {
  const signs: VitalSigns = {};
  for (const [key, value] of Object.entries(input ?? {}))
    if (typeof value === 'number') signs[key as keyof VitalSigns] = value;
  return signs;
}

/**
 * Treatment notes (SOAP): started from an appointment (its patient, case and provider copied from
 * it), edited as a draft, signed by a provider of the clinic (locked: the service refuses a change
 * first, the database trigger whatever asks), corrected by addenda (new versions, each signed).
 * Every write is audited in its transaction.
 */
export class TreatmentNoteService {
  constructor(
    private readonly dataSource: DataSource,
    /** Announces the bill a signature raises (and the ledger it charged) once the signature commits. */
    private readonly live?: Pick<LiveHub, 'publish'>,
    /** Where automation rules and webhooks hear of a signature. */
    private readonly events: DomainEvents | null = null,
  ) {}

  async get(scope: Scope, id: number): Promise<TreatmentNoteView> {
    const manager = this.dataSource.manager;
    const note = await this.readNote(manager, scope, id);
    if (!note) throw noteNotFound();
    const [diagnoses, procedures, versions] = await Promise.all([
      this.diagnosesOf(manager, note),
      this.proceduresOf(manager, note),
      this.versionsOf(manager, scope, note.originalNoteId ?? note.id),
    ]);
    const { diagnosisCodes: _codes, procedureCodes: _procedures, clinicId: _clinicId, ...view } = note;
    return { ...view, diagnoses, procedures, versions };
  }

  /** The notes of a case the scope may read (an attorney: signed only), latest visit first. */
  async listForCase(scope: Scope, caseId: number): Promise<TreatmentNoteListItem[]> {
    const params = new SqlParams();
    const [visible] = (await this.dataSource.query(
      `SELECT 1 FROM cases c WHERE c.id = ${params.add(caseId)} AND ${caseScopeSql(scope, params, 'c')}`,
      params.values,
    )) as unknown[];
    if (!visible) throw new NotFoundError('Case');
    const listParams = new SqlParams();
    return this.dataSource.query(
      `SELECT ${versionColumns}, a.scheduled_start AS "visitStart", ${providerName} AS "providerName",
              n.note_type AS "noteType", n.diagnosis_codes AS "diagnosisCodes", n.pain_scale AS "painScale"
         ${noteFrom}
        WHERE n.case_id = ${listParams.add(caseId)} AND ${noteScopeSql(scope, listParams, 'n', 'c')}
        ORDER BY a.scheduled_start DESC, coalesce(n.original_note_id, n.id) DESC, n.version DESC
        LIMIT ${maxCaseNotes}`,
      listParams.values,
    );
  }

  /** The note of an appointment: its latest version, or a new draft (one first version per appointment). */
  async startForAppointment(scope: Scope, appointmentId: number): Promise<TreatmentNoteView> {
    const clinicId = clinicOfClinicalWriter(scope);
    const noteId = await this.dataSource.transaction(async (manager) => {
      const [appointment] = (await manager.query(
        `SELECT a.id, a.patient_id AS "patientId", a.case_id AS "caseId", a.provider_id AS "providerId",
                a.status, t.is_re_exam AS "isReExam"
           FROM appointments a JOIN appointment_types t ON t.id = a.appointment_type_id
          WHERE a.id = $1 AND a.clinic_id = $2 FOR UPDATE OF a`,
        [appointmentId, clinicId],
      )) as {
        id: number;
        patientId: number;
        caseId: number | null;
        providerId: string;
        status: string;
        isReExam: boolean;
      }[];
      if (!appointment) throw new NotFoundError('Appointment');
      const existing = await this.latestVersionOfAppointment(manager, appointmentId);
      if (existing !== null) return existing;
      if (appointment.status === 'cancelled' || appointment.status === 'no_show')
        throw InputError.field('appointmentId', 'A cancelled or missed appointment has no treatment note');
      const [created] = (await manager.query(
        `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, note_type, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          appointment.id,
          clinicId,
          appointment.patientId,
          appointment.caseId,
          appointment.providerId,
          appointment.isReExam ? 're_exam' : 'soap',
          scope.userId,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'treatment_note',
        entityId: created.id,
        action: 'create',
        clinicId,
        newValues: { appointmentId, caseId: appointment.caseId, version: 1 },
      });
      return created.id;
    });
    return this.get(scope, noteId);
  }

  async update(scope: Scope, id: number, input: TreatmentNoteInput): Promise<TreatmentNoteView> {
    const clinicId = clinicOfClinicalWriter(scope);
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lockNote(manager, clinicId, id);
      refuseSignedNote(before);
      const procedureCodes: NoteProcedure[] = input.procedures.map((procedure) => ({
        code: procedure.code,
        units: procedure.units,
        modifiers: procedure.modifiers,
        diagnosisPointers: procedure.diagnosisPointers,
      }));
      const problems = await codingProblems(
        manager,
        clinicId,
        { diagnosisCodes: input.diagnosisCodes, procedures: procedureCodes },
        { toSign: false },
      );
      if (problems.length) throw new InputError(problems);
      const after = {
        noteType: input.noteType,
        subjective: input.subjective ?? null,
        objective: input.objective ?? null,
        assessment: input.assessment ?? null,
        plan: input.plan ?? null,
        painScale: input.painScale ?? null,
        vitalSigns: vitalSignsOf(input.vitalSigns),
        treatmentsProvided: input.treatmentsProvided ?? null,
        diagnosisCodes: input.diagnosisCodes,
        procedureCodes,
      };
      await manager.query(
        `UPDATE treatment_notes SET note_type = $3, subjective = $4, objective = $5, assessment = $6, plan = $7,
                pain_scale = $8, vital_signs = $9, treatments_provided = $10, diagnosis_codes = $11,
                procedure_codes = $12, updated_at = now()
          WHERE id = $1 AND clinic_id = $2`,
        [
          id,
          clinicId,
          after.noteType,
          after.subjective,
          after.objective,
          after.assessment,
          after.plan,
          after.painScale,
          JSON.stringify(after.vitalSigns),
          after.treatmentsProvided,
          after.diagnosisCodes,
          JSON.stringify(after.procedureCodes),
        ],
      );
      const { oldValues, newValues } = changedValues(contentOf(before), after);
      if (Object.keys(newValues).length)
        await writeAudit(manager, scope, {
          entityType: 'treatment_note',
          entityId: id,
          action: 'update',
          clinicId,
          oldValues,
          newValues,
        });
    });
    return this.get(scope, id);
  }

  /** A provider of the clinic signs: locked, signed_at and signed_by in one update. */
  async sign(scope: Scope, id: number): Promise<TreatmentNoteView> {
    const clinicId = clinicOfClinicalWriter(scope);
    await this.dataSource.transaction(async (manager) => {
      const note = await this.lockNote(manager, clinicId, id);
      refuseSignedNote(note);
      const [signer] = (await manager.query(
        `SELECT 1 FROM users WHERE id = $1 AND clinic_id = $2 AND is_provider AND is_active`,
        [scope.userId, clinicId],
      )) as unknown[];
      if (!signer) throw new ForbiddenError('Only a provider of the clinic can sign a treatment note');
      const problems = await codingProblems(
        manager,
        clinicId,
        { diagnosisCodes: note.diagnosisCodes, procedures: note.procedureCodes },
        { toSign: true },
      );
      if (problems.length) throw new InputError(problems);
      await manager.query(
        `UPDATE treatment_notes SET is_locked = true, signed_at = now(), signed_by = $3, updated_at = now()
          WHERE id = $1 AND clinic_id = $2`,
        [id, clinicId, scope.userId],
      );
      await writeAudit(manager, scope, {
        entityType: 'treatment_note',
        entityId: id,
        action: 'sign',
        clinicId,
        newValues: { version: note.version, diagnosisCodes: note.diagnosisCodes, procedureCodes: note.procedureCodes },
      });
      // The signature and the bill it raises commit together (a bill without its note, or the reverse, never exists).
      await raiseBillForSignedNote(manager, id, scope, this.live);
      const [signed] = (await manager.query(
        `SELECT case_id AS "caseId", patient_id AS "patientId" FROM treatment_notes WHERE id = $1`,
        [id],
      )) as { caseId: number | null; patientId: number }[];
      await this.events?.record(manager, {
        kind: 'note.signed',
        clinicId,
        caseId: signed.caseId,
        patientId: signed.patientId,
        recordId: String(id),
        actorUserId: scope.userId,
        facts: { version: note.version },
      });
      if (this.live) {
        const activity = new CaseActivity(this.live);
        activity.publish(manager, signed.caseId, 'notes', id);
        await activity.publishTouched(manager, signed.caseId);
      }
    });
    return this.get(scope, id);
  }

  /**
   * A correction of a signed note: a new draft version with the latest version's content, the reason
   * kept. Refused while an earlier addendum is still a draft (finish that one).
   */
  async addendum(scope: Scope, id: number, input: TreatmentNoteAddendumInput): Promise<TreatmentNoteView> {
    const clinicId = clinicOfClinicalWriter(scope);
    const addendumId = await this.dataSource.transaction(async (manager) => {
      const [named] = (await manager.query(
        `SELECT coalesce(original_note_id, id) AS "rootId" FROM treatment_notes WHERE id = $1 AND clinic_id = $2`,
        [id, clinicId],
      )) as { rootId: number }[];
      if (!named) throw noteNotFound();
      // The first version's lock serialises addenda of one note.
      await this.lockNote(manager, clinicId, named.rootId);
      const [latest] = (await manager.query(
        `SELECT id FROM treatment_notes WHERE coalesce(original_note_id, id) = $1 ORDER BY version DESC LIMIT 1`,
        [named.rootId],
      )) as { id: number }[];
      const current = await this.lockNote(manager, clinicId, latest.id);
      if (!current.isLocked)
        throw new ConflictError(
          `Version ${current.version} of this note is still a draft; finish and sign it before writing another addendum.`,
        ).because('addendum_open');
      const [created] = (await manager.query(
        `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, note_type, subjective,
                objective, assessment, plan, pain_scale, vital_signs, treatments_provided, diagnosis_codes,
                procedure_codes, original_note_id, version, addendum_reason, created_by)
         SELECT appointment_id, clinic_id, patient_id, case_id, provider_id, note_type, subjective, objective, assessment,
                plan, pain_scale, vital_signs, treatments_provided, diagnosis_codes, procedure_codes, $2, version + 1, $3, $4
           FROM treatment_notes WHERE id = $1
         RETURNING id, version`,
        [current.id, named.rootId, input.reason, scope.userId],
      )) as { id: number; version: number }[];
      await writeAudit(manager, scope, {
        entityType: 'treatment_note',
        entityId: created.id,
        action: 'addendum',
        clinicId,
        newValues: { originalNoteId: named.rootId, version: created.version },
        reason: input.reason,
      });
      return created.id;
    });
    return this.get(scope, addendumId);
  }

  private async readNote(manager: EntityManager, scope: Scope, id: number): Promise<NoteRow | null> {
    const params = new SqlParams();
    const [note] = (await manager.query(
      `${noteSelect} WHERE n.id = ${params.add(id)} AND ${noteScopeSql(scope, params, 'n', 'c')}`,
      params.values,
    )) as NoteRow[];
    return note ?? null;
  }

  private async lockNote(manager: EntityManager, clinicId: number, id: number): Promise<LockedNote> {
    const [note] = (await manager.query(
      `SELECT id, clinic_id AS "clinicId", is_locked AS "isLocked", version, coalesce(original_note_id, id) AS "rootId",
              note_type AS "noteType", subjective, objective, assessment, plan, pain_scale AS "painScale",
              vital_signs AS "vitalSigns", treatments_provided AS "treatmentsProvided",
              diagnosis_codes AS "diagnosisCodes", procedure_codes AS "procedureCodes"
         FROM treatment_notes WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
      [id, clinicId],
    )) as LockedNote[];
    if (!note) throw noteNotFound();
    return note;
  }

  private async latestVersionOfAppointment(manager: EntityManager, appointmentId: number): Promise<number | null> {
    const [latest] = (await manager.query(
      `SELECT v.id FROM treatment_notes first
         JOIN treatment_notes v ON coalesce(v.original_note_id, v.id) = first.id
        WHERE first.appointment_id = $1 AND first.original_note_id IS NULL
        ORDER BY v.version DESC LIMIT 1`,
      [appointmentId],
    )) as { id: number }[];
    return latest?.id ?? null;
  }

  private async diagnosesOf(manager: EntityManager, note: NoteRow): Promise<NoteDiagnosisView[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT ON (code) code, description FROM diagnosis_codes
        WHERE (clinic_id IS NULL OR clinic_id = $1) AND code = ANY($2::text[])
        ORDER BY code, clinic_id NULLS FIRST`,
      [note.clinicId, note.diagnosisCodes],
    )) as NoteDiagnosisView[];
    const described = new Map(rows.map((row) => [row.code, row.description]));
    return note.diagnosisCodes.map((code) => ({ code, description: described.get(code) ?? null }));
  }

  private async proceduresOf(manager: EntityManager, note: NoteRow): Promise<NoteProcedureView[]> {
    const rows = (await manager.query(
      `SELECT procedure_code AS code, description FROM fee_schedule WHERE clinic_id = $1 AND procedure_code = ANY($2::text[])`,
      [note.clinicId, note.procedureCodes.map((procedure) => procedure.code)],
    )) as { code: string; description: string }[];
    const described = new Map(rows.map((row) => [row.code, row.description]));
    return note.procedureCodes.map((procedure) => ({
      ...procedure,
      description: described.get(procedure.code) ?? null,
    }));
  }

  private versionsOf(manager: EntityManager, scope: Scope, rootId: number): Promise<TreatmentNoteVersionView[]> {
    const params = new SqlParams();
    return manager.query(
      `SELECT ${versionColumns} FROM treatment_notes n
         LEFT JOIN cases c ON c.id = n.case_id LEFT JOIN users su ON su.id = n.signed_by
        WHERE coalesce(n.original_note_id, n.id) = ${params.add(rootId)} AND ${noteScopeSql(scope, params, 'n', 'c')}
        ORDER BY n.version`,
      params.values,
    );
  }
}
