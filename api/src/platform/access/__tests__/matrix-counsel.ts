import { byId, caseAttorneyOnly, clinicOnly, everyone, gql, rest, type Entry } from './matrix-dsl';

/**
 * Substitution of counsel and the attorney scorecard (decisions 351, 354). A lien notice is read by
 * its clinic, by the attorney it is addressed to while the case is theirs, and by the operator; a
 * scorecard by the clinic (its own figures, any attorney of the directory), by the attorney
 * themself (another attorney's answers as missing) and the operator. The comparison of the clinic's
 * attorneys is for its users; "My scorecard" for attorneys.
 */
export const counselMatrix: Record<string, Entry> = {
  'Query.lienNotices': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { lienNotices(caseId: $id) { id balance pdfUrl } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/cases/:id/lien-notices': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
  'GET /api/lien-notices/:id/notice.pdf': [{ label: 'by id', call: rest(), target: 'lienNotice', roles: everyone }],
  'Query.attorneyScorecard': [
    {
      label: 'of an attorney',
      call: byId(
        'query($id: Int!) { attorneyScorecard(attorneyId: $id) { clinicId casesOpen trend { periodStart } } }',
      ),
      target: 'attorney',
      roles: everyone,
    },
  ],
  'GET /api/attorneys/:id/scorecard': [{ label: 'of an attorney', call: rest(), target: 'attorney', roles: everyone }],
  'Query.attorneyScorecards': [
    {
      label: "the clinic's attorneys",
      call: gql('{ attorneyScorecards { attorneyId casesOpen } }'),
      roles: clinicOnly,
    },
  ],
  'GET /api/attorney-scorecards': [{ label: "the clinic's attorneys", call: rest(), roles: clinicOnly }],
  'Query.myScorecard': [{ label: 'own', call: gql('{ myScorecard { clinicId casesOpen } }'), roles: caseAttorneyOnly }],
  'GET /api/my-scorecard': [{ label: 'own', call: rest(), roles: caseAttorneyOnly }],
};
