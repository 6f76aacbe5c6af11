import { AutomationTriggerType } from './automation.enums';

/** A trigger in plain words, as the rule builder writes it ("when no visit for 14 days"). */
export function triggerSentence(trigger: AutomationTriggerType, days: number | null): string {
  const n = days ?? 'N';
  switch (trigger) {
    case AutomationTriggerType.no_visit:
      return `when a case in treatment has had no visit for ${n} days`;
    case AutomationTriggerType.case_status_unchanged:
      return `when a case's status has not changed for ${n} days`;
    case AutomationTriggerType.bill_overdue:
      return `when a submitted bill is ${n} days past due`;
    case AutomationTriggerType.case_status_changed:
      return "when a case's status changes";
    case AutomationTriggerType.appointment_missed:
      return 'when an appointment is marked missed';
    case AutomationTriggerType.note_signed:
      return 'when a treatment note is signed';
    case AutomationTriggerType.document_uploaded:
      return 'when a document is uploaded';
    case AutomationTriggerType.reduction_requested:
      return 'when an attorney requests a reduction';
  }
}
