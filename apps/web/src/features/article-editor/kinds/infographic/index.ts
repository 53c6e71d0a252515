import type { KindView } from '../../state/render-context';
import './infographic.css';

/**
 * The infographic's look, for the article editor, the public page and the print page (PNG/PDF export): the
 * poster frame on the article root. Its key-figures panels are the built-in renderer of that component kind
 * (drawn in any frame); banner, conclusion (summary), source line (references) and statement keep their
 * shared renderers and take the poster's styles from the frame.
 */
export const infographicView: KindView = { canvasClassName: 'pw-infog' };

export { KeyFiguresView } from './KeyFiguresView';
export { barShares, numericValue, setFigureField } from './figures';
