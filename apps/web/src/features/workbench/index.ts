export { ReviewHeaderTools } from './board/ReviewHeaderTools';
export { useBoardReview } from './board/use-board-review';
export { WorkbenchLayout } from './components/WorkbenchLayout';
export { filesApi, UploadCancelled, uploadSourceFile } from './api/files-api';
export { looksLikeSource, SOURCE_ACCEPT } from './utils/upload-answer';
export { PickFilesModal } from './components/PickFilesModal';
