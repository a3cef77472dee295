import './shared/styles/base.css';
import './shared/ui/table.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './shared/api/queryClient';

createRoot(document.getElementById('root')!).render(<App queryClient={createQueryClient()} />);
