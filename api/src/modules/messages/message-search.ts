import { containsPattern } from '../../db/sql/keyset';
import type { SqlParams } from '../../db/sql-params';

/**
 * Messages (alias m) whose subject or text contains the term, case-insensitively. Each branch has
 * its own trigram index (migration MessageThreadsAndSearch), so PostgreSQL combines them.
 */
export function messageSearchSql(params: SqlParams, term: string, messageAlias = 'm'): string {
  const pattern = params.add(containsPattern(term));
  return `(${messageAlias}.subject ILIKE ${pattern} OR ${messageAlias}.content ILIKE ${pattern})`;
}
