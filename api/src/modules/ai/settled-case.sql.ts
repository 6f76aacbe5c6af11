import { CaseStatus } from '../cases/case.enums';

/**
 * A settled case, for every AI figure that averages settlements (the insights' cards, the chat): a
 * closed case with its settlement amount recorded. An amount on an open case is a figure under
 * negotiation, not a settlement.
 */
export const settledCaseSql = (c: string) =>
  `${c}.status = '${CaseStatus.closed}' AND ${c}.settlement_amount IS NOT NULL`;
