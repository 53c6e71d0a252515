export { PublishButton } from './components/PublishButton';
export { formatDateTime } from './utils/format-date';
export { useElementWidth } from './hooks/use-element-width';
export { resolveForDisplay } from './utils/resolve-for-display';
export { PublicNotFound, PublicPreview } from './components/PublicPreview';
export { previewPair } from './utils/public-link';
