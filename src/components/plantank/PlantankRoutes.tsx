import { Route, Switch } from 'wouter';
import { ScreenHeader } from '../ui/ScreenHeader';

// Placeholder routes for Plan Tank: replaced by the game's screens.
export default function PlantankRoutes() {
  return (
    <Switch>
      <Route path="/levels">
        <ScreenHeader title="Plan Tank levels" />
      </Route>
      <Route>
        <ScreenHeader title="Plan Tank" />
      </Route>
    </Switch>
  );
}
