import type { KindView } from '../../state/render-context';

/**
 * The infographic's look, for the article editor, the public page and the print page (PNG/PDF export): the
 * poster frame on the article root. Its key-figures panels are the built-in renderer of that component kind
 * (drawn in any frame); banner, conclusion (summary), source line (references) and statement keep their
 * shared renderers and take the poster's styles from the frame.
 *
 * No stylesheet import here: the kind registry loads with the app's first screen (the kinds' strings); the
 * stylesheet comes with the key-figures renderer, i.e. with every article renderer.
 */
export const infographicView: KindView = { canvasClassName: 'pw-infog' };
