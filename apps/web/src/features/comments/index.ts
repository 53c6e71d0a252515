export { CommentComposer } from './components/CommentComposer';
export { CommentHistory } from './components/CommentHistory';
export { useAddComment, useDeleteComment, useSlideComments } from './hooks/use-slide-comments';
export { SlideComments, type CommentStatePatch } from './components/SlideComments';
