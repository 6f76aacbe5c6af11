import { ConflictError, ForbiddenError } from '../../../platform/errors';
import { ReductionAction, ReductionStatus } from '../ledger.enums';
import {
  assertReductionMove,
  isOpenReduction,
  openReductionStatusList,
  reductionActionsOf,
} from '../reduction-transitions';

describe('the moves of a reduction request', () => {
  it('offers the clinic its answers to a request and the attorney theirs to a counter, in order', () => {
    expect(reductionActionsOf('clinic', ReductionStatus.pending)).toEqual([
      ReductionAction.accept,
      ReductionAction.reject,
      ReductionAction.counter,
    ]);
    expect(reductionActionsOf('attorney', ReductionStatus.pending)).toEqual([ReductionAction.withdraw]);
    expect(reductionActionsOf('attorney', ReductionStatus.countered)).toEqual([
      ReductionAction.accept,
      ReductionAction.reject,
      ReductionAction.withdraw,
    ]);
    expect(reductionActionsOf('clinic', ReductionStatus.countered)).toEqual([]);
    expect(openReductionStatusList).toEqual([ReductionStatus.pending, ReductionStatus.countered]);
    expect(isOpenReduction(ReductionStatus.accepted)).toBe(false);
  });

  it('lands each allowed move and refuses the rest by name', () => {
    expect(assertReductionMove(ReductionStatus.pending, ReductionAction.counter, 'clinic')).toBe(
      ReductionStatus.countered,
    );
    expect(assertReductionMove(ReductionStatus.countered, ReductionAction.accept, 'attorney')).toBe(
      ReductionStatus.accepted,
    );
    expect(() => assertReductionMove(ReductionStatus.pending, ReductionAction.accept, 'attorney')).toThrow(
      new ForbiddenError('You cannot accept this reduction request'),
    );
    expect(() => assertReductionMove(ReductionStatus.pending, ReductionAction.accept, null)).toThrow(ForbiddenError);
    expect(() => assertReductionMove(ReductionStatus.rejected, ReductionAction.withdraw, 'attorney')).toThrow(
      new ConflictError('This reduction request is already rejected'),
    );
  });
});
