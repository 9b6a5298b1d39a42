import { WelcomePanel } from '../../../features/home/WelcomePanel';
import { useAdminUser } from '../session';

export default function AdminHomePage() {
  const user = useAdminUser();
  const roles = user.data?.roles.map((role) => role.roleName || role.roleCode) ?? [];
  return <WelcomePanel homePath="/index" roles={roles} />;
}
