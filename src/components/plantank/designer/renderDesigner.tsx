import { renderRoute } from '../../../test/renderRoute';
import DesignerScreen from './DesignerScreen';

/** The designer as its route shows it (#/plantank/design), for component tests. */
export function renderDesigner() {
  return renderRoute('/plantank/design', <DesignerScreen />);
}
