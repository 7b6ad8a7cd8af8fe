import './lib/zod-jitless.ts';
import '@fontsource/playfair-display/latin-600.css';
import './styles.css';
import { startApp } from './app/start.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startApp(root);
