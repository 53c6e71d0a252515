import type { KindView } from '../../state/render-context';
import { KeyFiguresView } from './KeyFiguresView';
import './infographic.css';

/**
 * The infographic's look, for the article editor, the public page and the print page (PNG/PDF export): the
 * poster frame on the article root, and the key-figures panels. Banner, conclusion (summary), source line
 * (references) and statement keep their shared renderers and take the poster's styles from the frame.
 */
export const infographicView: KindView = {
  canvasClassName: 'pw-infog',
  components: { key_figures: KeyFiguresView },
};

export { KeyFiguresView } from './KeyFiguresView';
export { barShares, numericValue, setFigureField } from './figures';
