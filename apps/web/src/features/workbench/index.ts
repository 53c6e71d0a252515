export { ReviewHeaderTools } from './board/ReviewHeaderTools';
export { useBoardReview } from './board/use-board-review';
export { WorkbenchLayout } from './components/WorkbenchLayout';
