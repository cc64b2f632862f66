import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './App';
import { installAudioUnlock } from './components/audio/audioUnlock';
import { keepAnimationEventsFromReact } from './components/ui/animationEvents';

installAudioUnlock();
keepAnimationEventsFromReact();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
