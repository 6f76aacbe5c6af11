/** The one SELECT behind every appointment a person sees (alias a; its case c, LEFT JOINed for the scope rule). */
export const appointmentViewSql = `
  SELECT a.id, a.clinic_id AS "clinicId", a.patient_id AS "patientId",
         trim(p.first_name || ' ' || p.last_name) AS "patientName",
         a.case_id AS "caseId", c.case_number AS "caseNumber",
         a.provider_id AS "providerId", trim(u.first_name || ' ' || u.last_name) AS "providerName",
         a.appointment_type_id AS "appointmentTypeId", t.name AS "appointmentTypeName", t.color,
         a.room_id AS "roomId", r.name AS "roomName", a.status,
         a.scheduled_start AS "scheduledStart", a.scheduled_end AS "scheduledEnd",
         a.actual_start AS "actualStart", a.actual_end AS "actualEnd", a.notes,
         a.reminders_enabled AS "remindersEnabled", a.cancellation_reason AS "cancellationReason"
    FROM appointments a
    JOIN patients p ON p.id = a.patient_id
    JOIN users u ON u.id = a.provider_id
    JOIN appointment_types t ON t.id = a.appointment_type_id
    LEFT JOIN rooms r ON r.id = a.room_id
    LEFT JOIN cases c ON c.id = a.case_id`;
