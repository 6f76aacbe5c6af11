import { randomUUID } from 'node:crypto';
import { Role } from '../role';
import { OperatorArea } from '../operator-areas';
import type { RowKind, TargetKind, World } from './matrix-world';

/** The vocabulary of the authorization matrix (authorization-matrix.ts): verdicts, checks, role presets, call builders. */

export type Verdict = 'allow' | 'any' | 'forbid' | 'hidden';
/**
 * The patient is refused everything a check does not grant them explicitly (decision 410). Operator
 * staff are refused everything outside the console `area` a check names; inside it they get the super
 * admin's verdict when their employee role includes the area (decision 443).
 */
export type Verdicts = Record<Exclude<Role, Role.patient | Role.operator_staff>, Verdict> & {
  patient?: Verdict;
  area?: OperatorArea;
  /** Operator staff's own verdict where it is not the console's (their own session and notifications). */
  operator_staff?: Verdict;
};

/**
 * The matrix world's operator staff member is the seeded Support Agent (support, clinics' account
 * state, logs); operator-staff-areas.test.ts checks every seeded role against every area.
 */
export const matrixStaffAreas: readonly OperatorArea[] = [
  OperatorArea.support,
  OperatorArea.clinics,
  OperatorArea.logs,
];

/** A role's verdict on a check: a patient's defaults to 'forbid'; operator staff's follows the area. */
export const verdictOf = (roles: Verdicts, role: Role): Verdict => {
  if (role === Role.operator_staff)
    return roles.operator_staff ?? (roles.area && matrixStaffAreas.includes(roles.area) ? roles.super_admin : 'forbid');
  return roles[role] ?? 'forbid';
};

/** The operator's console area `area`: super admins, and operator staff whose role names the area. */
export const operatorArea = (area: OperatorArea): Verdicts => ({ ...operatorOnly, area });

export interface CallArgs {
  /** The target record's id (own, foreign or missing); 0 for checks without a target. */
  id: number;
  /** null: signed out. */
  role: Role | null;
  world: World;
  /** The session's CSRF token (PUT /api/patients/:id), null when signed out. */
  csrfToken: string | null;
}

export type Call =
  | { gql: string; vars?: (a: CallArgs) => Record<string, unknown> }
  | { ws: string; vars: (a: CallArgs) => Record<string, unknown> }
  | {
      rest: {
        /** The path with its query; by default the key's path with `:id` replaced. */
        path?: (a: CallArgs) => string;
        body?: (a: CallArgs) => unknown;
        headers?: (a: CallArgs) => Record<string, string>;
        /** A multipart form with a small PDF as `file` (or the given file). */
        form?: (a: CallArgs) => Record<string, string>;
        file?: () => { name: string; bytes: Buffer };
      };
    };

export interface Check {
  /** Tells the checks of one entry apart in test names. */
  label: string;
  call: Call;
  /** What `id` points to; absent when the operation takes no id of a tenant-owned record. */
  target?: TargetKind;
  roles: Verdicts;
  /** A list: the ids it returned, each checked against the role's scope. */
  rows?: { kind: RowKind; ids: (body: unknown) => (number | string)[] };
  /** Figures over the scope: must not move when out-of-scope rows are added. */
  summary?: boolean;
  /**
   * The call changes or consumes its own record, or adds to it something that changes who may read
   * it (a case for a patient): each role gets a fresh one, so the shared records never move.
   */
  fresh?: boolean;
  /** A successful call deletes the record: its id must then answer as a missing one. */
  deletes?: boolean;
  /** More ids the role must not tell apart from a missing one (e.g. internal messages for attorneys). */
  extraForeign?: (world: World, role: Role) => number[];
  /** The call ends the caller's session: run it on a session of its own. */
  ownSession?: boolean;
  /** Confirmed authorization bugs, recorded with it.failing until fixed (see the report). */
  knownBugs?: Partial<Record<Role, string>>;
  /**
   * An allowed role's answer when the matrix world cannot let the call succeed (the demo reset would
   * drop the shared database): that domain error, which the service raises only after authorization.
   */
  allowedAnswer?: { code: 'CONFLICT'; why: string };
}

export type Entry = { public: string } | Check[];

// --- Role presets -------------------------------------------------------------------------------

/** Read by whoever may read the record: its clinic, the case's attorney, the operator. */
export const everyone: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'allow',
  super_admin: 'any',
};
/** Clinic work the operator may also do; attorneys are refused even on their own cases. */
export const clinicAndOperator: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'any',
};
/** The clinic's own books and records: only its users. */
export const clinicOnly: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};
/** Only the attorney on the case. */
export const caseAttorneyOnly: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'forbid',
  attorney: 'allow',
  super_admin: 'forbid',
};

/** The caller's own things (notifications): every role, the operator included, only its own. */
export const eachOwn: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'allow',
  super_admin: 'allow',
};
/** The same over GraphQL's notifications, which operator staff use too (their REST is the console's only). */
export const eachOwnWithStaff: Verdicts = { ...eachOwn, operator_staff: 'allow' };

/** The clinic console: that clinic's admins only; their staff, attorneys and the operator are refused. */
export const clinicAdminOnly: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};

/**
 * The operator's clinic invoices: the operator reads any, a clinic admin their own clinic's; for
 * everyone else every id, their own clinic's included, answers as a missing one.
 */
export const operatorAndClinicAdmin: Verdicts = {
  clinic_staff: 'hidden',
  clinic_admin: 'allow',
  attorney: 'hidden',
  super_admin: 'any',
};

/** The platform operator's console: super admins (with a verified second factor) only. */
export const operatorOnly: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'forbid',
  attorney: 'forbid',
  super_admin: 'any',
};

// --- Call builders ------------------------------------------------------------------------------

export const gql = (document: string, vars?: (a: CallArgs) => Record<string, unknown>): Call => ({
  gql: document,
  vars,
});
export const byId = (document: string): Call => gql(document, (a) => ({ id: a.id }));
export const input = (document: string, build: (a: CallArgs) => Record<string, unknown>): Call =>
  gql(document, (a) => ({ input: build(a) }));
export const rest = (spec: Extract<Call, { rest: unknown }>['rest'] = {}): Call => ({ rest: spec });
export const ws = (document: string): Call => ({ ws: document, vars: (a) => ({ id: a.id }) });

export const nodeIds = (field: string) => (body: unknown) =>
  ((body as { data: Record<string, { nodes: { id: number }[] }> }).data[field]?.nodes ?? []).map((n) => n.id);
export const listIds = (field: string) => (body: unknown) =>
  ((body as { data: Record<string, { id: number }[]> }).data[field] ?? []).map((n) => n.id);
export const restIds = (body: unknown) => ((body as { data?: { id: number }[] }).data ?? []).map((row) => row.id);
export const csvCaseNumbers = (body: unknown) =>
  String((body as { text?: string }).text ?? '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => JSON.parse(line.split(',')[0]) as string);

export const patientDetails = () => ({
  firstName: 'Mara',
  lastName: `Matrix${randomUUID().slice(0, 8)}`,
  email: `mara-${randomUUID().slice(0, 8)}@test.example`,
  phone: '555-010-2000',
  dateOfBirth: '1980-02-03',
});
export const patientAddress = { address: '1 Main St', city: 'Newark', state: 'NJ', zipCode: '07102' };
export const newCase = (a: CallArgs) => ({
  patientId: a.id,
  // The operator's own patient is at clinic B, whose attorney is Y: keep every placement consistent.
  attorneyId: a.role === Role.super_admin ? a.world.attorneyY.id : a.world.attorneyX.id,
  caseType: 'auto_accident',
  accidentDate: '2024-01-15',
});
export const attorneyDetails = () => ({
  firstName: 'Nia',
  lastName: 'Counsel',
  email: `nia-${randomUUID().slice(0, 8)}@test.example`,
  firmName: 'Matrix Law',
});
