/** The columns of a ReminderView (alias r = patient_reminders); the address and reason are finished in reminderView. */
export const reminderColumnsSql = `r.id, r.patient_id AS "patientId", r.case_id AS "caseId", r.appointment_id AS "appointmentId",
  r.reminder_type AS "reminderType", r.reminder_status AS "reminderStatus", r.channel, r.priority,
  r.scheduled_date AS "scheduledDate", r.sent_at AS "sentAt", r.acknowledged_at AS "acknowledgedAt", r.message,
  r.to_address AS "toAddress", r.status_reason AS "statusReason", r.attempts, r.offset_minutes AS "offsetMinutes",
  r.created_at AS "createdAt"`;
