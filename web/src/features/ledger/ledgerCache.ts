import type { ApolloCache } from '@apollo/client';
import { CaseLedgerQuery } from './caseLedgerQuery';
import type { CaseLedger } from './ledgerFields';

/**
 * Makes `ledger` the cached answer of `caseLedger(caseId)`. CaseLedger has no id of its own, so a
 * mutation's or a live event's ledger does not reach the query by normalisation: each is written here.
 * Every answer is the whole ledger as its reader may see it, so it simply replaces the one before.
 */
export function writeCaseLedger(cache: ApolloCache, ledger: CaseLedger): void {
  cache.writeQuery({ query: CaseLedgerQuery, variables: { caseId: ledger.caseId }, data: { caseLedger: ledger } });
}
