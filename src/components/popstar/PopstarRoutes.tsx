import { Route, Switch } from 'wouter';
import { ScreenHeader } from '../ui/ScreenHeader';

// Placeholder routes for PopStar: replaced by the game's screens.
export default function PopstarRoutes() {
  return (
    <Switch>
      <Route path="/levels">
        <ScreenHeader title="PopStar levels" />
      </Route>
      <Route>
        <ScreenHeader title="PopStar" />
      </Route>
    </Switch>
  );
}
