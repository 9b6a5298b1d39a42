import { Select, type SelectProps } from 'antd';
import { useTeamRoles } from './team.api';

/** A role of the current team (built-in or its own), for a form field (the change-role and invite forms). */
export function TeamRoleSelect(props: Omit<SelectProps, 'options' | 'loading'>) {
  const roles = useTeamRoles();
  return (
    <Select
      {...props}
      options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.role_name }))}
      loading={roles.isPending}
    />
  );
}
