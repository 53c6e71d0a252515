export { LayoutGallery } from './components/LayoutGallery';
export { LayoutSnapshot } from './components/LayoutSnapshot';
export { isGalleryTemplate } from './utils/gallery-items';
