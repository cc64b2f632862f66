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
const locale = useSettings.getState().general.locale;
const ready = activateLocale(locale);
// Lingui writes the number of every plural message with Intl.NumberFormat, and a page's first one
// costs ~100 ms of a slow phone's main thread: built while the words download, not in a game's first plural.
new Intl.NumberFormat(locale).format(0);
ready.then(render, (error: unknown) => {
  console.warn('language not loaded:', error);
  // English, else the message ids: the arcade still opens.
  activateLocale('en')
    .catch(() => i18n.activate('en'))
    .finally(render);
});
