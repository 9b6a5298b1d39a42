import { useNavigate } from 'react-router';
import { loginLocation } from '#web/shell/loginLocation';
import { useShell } from '#web/shell/shellContext';

/** "Use it": a signed-in customer goes to their activities; a visitor logs in first and comes back. */
export function useStartActivity(): () => void {
  const { user } = useShell();
  const navigate = useNavigate();
  return () => {
    if (user) void navigate('/activity');
    else void navigate(loginLocation('/activity'));
  };
}
