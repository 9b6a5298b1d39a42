import type { ReactNode } from 'react';
import type { AccessRequirement } from './can';
import { useCan } from './useCan';

export interface AccessProps extends AccessRequirement {
  children?: ReactNode;
  /** shown instead of the children when the user does not meet the requirement; nothing by default */
  fallback?: ReactNode;
}

/**
 * Renders its children only for a user who meets the requirement, e.g.
 * `<Access authorities={{ allOf: [Permission.admin.noticeSend] }}><Button …/></Access>`.
 */
export function Access({ roles, authorities, children, fallback = null }: AccessProps) {
  return <>{useCan({ roles, authorities }) ? children : fallback}</>;
}
