import { useShell } from '#web/shell/shellContext';
import { type AccessRequirement, can } from './can';

/** Whether the signed-in user of this console meets the requirement (false for a visitor who must hold something). */
export function useCan(requirement: AccessRequirement): boolean {
  const { user } = useShell();
  return can(user, requirement);
}
