import { noteScopeSql } from '../../treatment-notes/treatment-note.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Treatment notes: a signed note or addendum is released to the case (the attorney reads it); a draft
 * is the clinic's alone. Read by the notes' rule (noteScopeSql: attorneys signed notes only).
 */
export const notesSource: TimelineSource = {
  kind: TimelineKind.note,
  select: (context) =>
    `SELECT 'note'::text,
        CASE WHEN NOT n.is_locked THEN 'drafted' WHEN n.version > 1 THEN 'addendum' ELSE 'signed' END,
        n.id,
        CASE WHEN n.is_locked THEN coalesce(n.signed_at, n.updated_at) ELSE n.created_at END,
        CASE WHEN NOT n.is_locked THEN 'Treatment note drafted (not released)'
             WHEN n.version > 1 THEN 'Addendum signed to a treatment note (version ' || n.version || ')'
             ELSE 'Treatment note signed and released to the case' END,
        CASE WHEN n.is_locked THEN ${userNameSql('signer')} ELSE ${userNameSql('author')} END,
        '/notes/' || n.id
      FROM treatment_notes n
      LEFT JOIN users signer ON signer.id = n.signed_by
      LEFT JOIN users author ON author.id = n.created_by
      WHERE n.case_id = c.id AND ${noteScopeSql(context.scope, context.params, 'n', 'c')}${oneRecord(context, 'n.id')}`,
};
