export { SlideView, type SlideViewProps } from './components/SlideView';
export type {
  EditInfo,
  EditMode,
  EditSource,
  NumberClickHandler,
  ReferenceClickHandler,
  SlideAnimation,
  TextEditHandler,
} from './types';
export { NUMBER_PATTERN, numbersIn, splitNumbers } from './utils/number-spans';
export { slideAnimationEnd } from './utils/typing';
export { slideFontFamily } from './utils/fonts';
