/**
 * The lock a write takes on a row it changes or serializes on (a case for its ledger, a clinic for its
 * plan's limits, a patient or case being edited). It queues the row's other writers but not the
 * foreign-key checks of inserts that reference the row, which FOR UPDATE also blocks: a payment holding
 * its case FOR UPDATE, a bill on that case waiting at its foreign-key check, and a case create queued for
 * the clinic's row made a deadlock (decision 501). FOR UPDATE is for a transaction that deletes the row
 * or changes its key.
 */
export const rowWriteLock = 'FOR NO KEY UPDATE';

/** The same lock for TypeORM's query builder (`setLock`). */
export const rowWriteLockMode = 'for_no_key_update' as const;
