// zod must be switched to jitless before any schema is built (strict CSP: no new Function).
import '../engine/zod-config';
import './studio.css';
import { createRoot } from 'react-dom/client';
import { Studio } from './Studio';

const container = document.getElementById('studio');
if (!container) throw new Error('index.html has no #studio element');
createRoot(container).render(<Studio />);
