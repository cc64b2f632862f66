import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { tetrisDemoMachine } from '../../machines/tetrisDemo';
import { useT } from '../../i18n/useT';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useReducedMotion } from '../useReducedMotion';
import { GameView } from './GameView';
import { useTetrisFeedback } from './useTetrisFeedback';

/**
 * #/tetris/demo: the bot plays by itself at level 15 gravity forever, with every animation on (the
 * benchmark's smoothness run). Silent, and it writes no progress and no scores.
 */
export function DemoScreen() {
  const t = useT();
  const actor = useActorRef(tetrisDemoMachine, { input: { params: { seed: 1 } } });
  const boardRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const callout = useTetrisFeedback(actor, { sound: false, announce: false, boardRef, reducedMotion });
  useEffect(() => {
    actor.send({ type: 'START' });
  }, [actor]);
  return (
    <div className="t-screen">
      <ScreenHeader title={t('tetris.demo.title')} back="/">
        <ButtonLink href="/tetris" tone="primary" className="px-3">
          {t('tetris.demo.play')}
        </ButtonLink>
      </ScreenHeader>
      <GameView actor={actor} ghost callout={callout} boardRef={boardRef} />
    </div>
  );
}
