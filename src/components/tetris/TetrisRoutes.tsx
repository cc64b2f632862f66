import { Route, Switch } from 'wouter';
import { ScreenHeader } from '../ui/ScreenHeader';

// Placeholder routes for Tetris: replaced by the game's screens.
export default function TetrisRoutes() {
  return (
    <Switch>
      <Route path="/levels">
        <ScreenHeader title="Tetris levels" />
      </Route>
      <Route>
        <ScreenHeader title="Tetris" />
      </Route>
    </Switch>
  );
}
