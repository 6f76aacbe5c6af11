import { registerEnumType } from 'type-graphql';
import { CaseType } from '../cases/case.enums';

/** Where an intake stands (decision 402): new -> contacted -> converted or closed; nothing else. */
export enum IntakeStatus {
  new = 'new',
  contacted = 'contacted',
  converted = 'converted',
  closed = 'closed',
}

/** How urgent the injured person says it is. */
export enum IntakeUrgency {
  low = 'low',
  medium = 'medium',
  high = 'high',
}

/** The injury types are the case types, so a converted intake's case keeps its type. */
export const IntakeInjuryType = CaseType;
export type IntakeInjuryType = CaseType;

registerEnumType(IntakeStatus, { name: 'IntakeStatus', description: 'new -> contacted -> converted or closed' });
registerEnumType(IntakeUrgency, { name: 'IntakeUrgency' });

export const intakeStatuses = Object.values(IntakeStatus);
export const intakeUrgencies = Object.values(IntakeUrgency);
export const intakeInjuryTypes = Object.values(CaseType);
export const intakeLanguages = ['en', 'es'] as const;

/** The moves an intake may make (decision 402); every other is refused with a message. */
export const intakeMoves: Readonly<Record<IntakeStatus, readonly IntakeStatus[]>> = {
  [IntakeStatus.new]: [IntakeStatus.contacted],
  [IntakeStatus.contacted]: [IntakeStatus.converted, IntakeStatus.closed],
  [IntakeStatus.converted]: [],
  [IntakeStatus.closed]: [],
};

/**
 * The consent the form shows, by version (decision 401). The version and the moment are stored with
 * the intake; a new wording gets a new version and the old ones stay here, so a stored version
 * always names the words the person agreed to.
 */
export const intakeConsentTexts: Readonly<Record<string, { en: string; es: string }>> = {
  'intake-consent-2026-11': {
    en: 'I agree that Casebridge and the clinic and attorney it matches me with may contact me by phone, text message or e-mail about my injury. I understand that sending this form does not make anyone my lawyer or my doctor.',
    es: 'Acepto que Casebridge y la clínica y el abogado con los que me ponga en contacto me llamen, me envíen mensajes de texto o correos electrónicos sobre mi lesión. Entiendo que enviar este formulario no convierte a nadie en mi abogado ni en mi médico.',
  },
};
export const currentIntakeConsentVersion = 'intake-consent-2026-11';

/** How long the submitter's IP address is kept for abuse handling (decision 403). */
export const intakeIpRetentionDays = 30;

/** The least time between opening the form and sending it that a person needs (decision 400). */
export const intakeMinimumFillSeconds = 3;
/** A form token older than this is refused (the page was left open a day): reload and send again. */
export const intakeFormTokenMaxAgeSeconds = 24 * 3600;
