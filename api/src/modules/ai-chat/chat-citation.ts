/** A record an answer used: what it is, which one, how it reads, and where the app shows it. */
export interface ChatCitation {
  type: 'case' | 'bill' | 'task' | 'appointment' | 'list';
  id: number | null;
  label: string;
  path: string;
}

export const caseCitation = (record: {
  id: number;
  caseNumber: string;
  patientName?: string | null;
}): ChatCitation => ({
  type: 'case',
  id: record.id,
  label: record.patientName ? `${record.caseNumber} (${record.patientName})` : record.caseNumber,
  path: `/cases/${record.id}`,
});

/** The citations of many answers, each record once, in the order first used. */
export function distinctCitations(citations: readonly ChatCitation[]): ChatCitation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    const key = `${citation.type}:${citation.id ?? ''}:${citation.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
