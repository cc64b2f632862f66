import { loadArea } from '../../../i18n';

/** The designer's chunk and its words, together: the screen renders only once both are here. */
export const loadDesigner = () => Promise.all([import('./DesignerScreen'), loadArea('designer')]).then(([m]) => m);
