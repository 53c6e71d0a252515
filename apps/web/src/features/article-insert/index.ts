/**
 * Insert dialogs of the article editor (workbench.md 2.7): quote / image / video buttons between components,
 * the image dialog (insert or replace), the image more-menu and the preview gallery.
 */
export { ImageDialog, type ImageDialogProps } from './components/ImageDialog';
export { ImageMoreMenu, type ImageMoreMenuProps } from './components/ImageMoreMenu';
export { ImagePreviewGallery, type ImagePreviewGalleryProps } from './components/ImagePreviewGallery';
export { InsertButtons, type InsertButtonsProps } from './components/InsertButtons';
