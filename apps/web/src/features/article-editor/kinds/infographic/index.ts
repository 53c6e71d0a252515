export { infographicView } from './infographic.view';

export { KeyFiguresView } from './KeyFiguresView';
export { barShares, numericValue, setFigureField } from './figures';
