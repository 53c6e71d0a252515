/**
 * Insert dialogs of the article editor: quote / image / video buttons between components, the image, quote
 * and video dialogs (insert or replace), the image more-menu and the preview gallery.
 */
export { ImageDialog, type ImageDialogProps } from './components/ImageDialog';
export { imageMenuActions } from './utils/image-actions';
export { quoteTextToRich } from './utils/build-items';
export { ImageMoreMenu, type ImageMoreMenuProps } from './components/ImageMoreMenu';
export { ImagePreviewGallery, type ImagePreviewGalleryProps } from './components/ImagePreviewGallery';
export { InsertButtons, type InsertButtonsProps } from './components/InsertButtons';
export { QuoteDialog } from './components/QuoteDialog';
export { VideoDialog } from './components/VideoDialog';
