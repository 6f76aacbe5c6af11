import { ConflictError, ForbiddenError } from '../../platform/errors';
import { ReductionAction, ReductionStatus } from './ledger.enums';

/** Who answers: the clinic that owns the ledger, or the attorney of the case. */
export type ReductionSide = 'clinic' | 'attorney';

interface ReductionMove {
  by: ReductionSide;
  to: ReductionStatus;
}

/**
 * The only moves of a reduction request, one place. The attorney opens a request as pending (and
 * only when none is open); the clinic accepts, rejects or counters it; the attorney accepts or
 * rejects a counter, and may withdraw an open request. Closing the ledger withdraws an open one.
 * Accepted, rejected and withdrawn are final. The order of each status's actions is the order the
 * screen offers them.
 */
const moves: Record<ReductionStatus, Partial<Record<ReductionAction, ReductionMove>>> = {
  [ReductionStatus.pending]: {
    [ReductionAction.accept]: { by: 'clinic', to: ReductionStatus.accepted },
    [ReductionAction.reject]: { by: 'clinic', to: ReductionStatus.rejected },
    [ReductionAction.counter]: { by: 'clinic', to: ReductionStatus.countered },
    [ReductionAction.withdraw]: { by: 'attorney', to: ReductionStatus.withdrawn },
  },
  [ReductionStatus.countered]: {
    [ReductionAction.accept]: { by: 'attorney', to: ReductionStatus.accepted },
    [ReductionAction.reject]: { by: 'attorney', to: ReductionStatus.rejected },
    [ReductionAction.withdraw]: { by: 'attorney', to: ReductionStatus.withdrawn },
  },
  [ReductionStatus.accepted]: {},
  [ReductionStatus.rejected]: {},
  [ReductionStatus.withdrawn]: {},
};

/** The status a new request starts in. */
export const newReductionStatus = ReductionStatus.pending;

/** A request still being negotiated (some move is left). */
export const isOpenReduction = (status: ReductionStatus): boolean => Object.keys(moves[status]).length > 0;

/** The open statuses, for SQL (`status = ANY(...)`). */
export const openReductionStatusList: readonly ReductionStatus[] = (Object.keys(moves) as ReductionStatus[]).filter(
  isOpenReduction,
);

/** The actions `side` may take on a request in `status`, in the screen's order. */
export function reductionActionsOf(side: ReductionSide, status: ReductionStatus): ReductionAction[] {
  return (Object.entries(moves[status]) as [ReductionAction, ReductionMove][])
    .filter(([, move]) => move.by === side)
    .map(([action]) => action);
}

/**
 * The status `action` moves a request in `status` to, when `side` (what the caller is on this
 * case, if anything) may take it; refused otherwise: a final request as a conflict, a move not
 * theirs as forbidden.
 */
export function assertReductionMove(
  status: ReductionStatus,
  action: ReductionAction,
  side: ReductionSide | null,
): ReductionStatus {
  if (!isOpenReduction(status)) throw new ConflictError(`This reduction request is already ${status}`);
  const move = moves[status][action];
  if (!move || move.by !== side) throw new ForbiddenError(`You cannot ${action} this reduction request`);
  return move.to;
}
