import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { canManageCases } from './caseAbilities';

/** Whether the signed-in user may see the New Case, Edit Case and Transfer Case actions. */
export function useCanManageCases(): boolean {
  const { user } = useCurrentUser();
  return canManageCases(user?.role);
}
