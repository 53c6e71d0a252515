export { ReviewHeaderTools } from './board/ReviewHeaderTools';
export { useBoardReview } from './board/use-board-review';
export { WorkbenchLayout } from './components/WorkbenchLayout';
export { filesApi } from './api/files-api';
export { PickFilesModal } from './components/PickFilesModal';
