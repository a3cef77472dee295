import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { JoinPage } from '../../features/join/JoinPage';

export default function JoinRoute() {
  const { openRegister } = useAuthPrompts();
  return <JoinPage onRegister={() => void openRegister()} />;
}
