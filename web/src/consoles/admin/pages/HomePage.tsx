import { DashboardPanel } from '#web/features/dashboard/DashboardPanel';
import { WelcomePanel } from '#web/features/home/WelcomePanel';
import { useAdminUser } from '#web/features/session/admin';

export default function AdminHomePage() {
  const user = useAdminUser();
  const roles = user.data?.roles.map((role) => role.roleName || role.roleCode) ?? [];
  return (
    <WelcomePanel homePath="/index" roles={roles}>
      <DashboardPanel />
    </WelcomePanel>
  );
}
