import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './App';
import { installAudioUnlock } from './components/audio/audioUnlock';
import { keepAnimationEventsFromReact } from './components/ui/animationEvents';
import { activateLocale, i18n } from './i18n';
import { useSettings } from './stores/settings';

installAudioUnlock();
keepAnimationEventsFromReact();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first screen renders in its language: the shell's words load first (a few KB, one request).
activateLocale(useSettings.getState().general.locale).then(render, (error: unknown) => {
  console.warn('language not loaded:', error);
  // English, else the message ids: the arcade still opens.
  activateLocale('en')
    .catch(() => i18n.activate('en'))
    .finally(render);
});
